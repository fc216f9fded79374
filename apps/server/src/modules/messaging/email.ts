import nodemailer from 'nodemailer';
import { DEFAULT_SMTP_FROM } from '@/config.js';
import type { Outbox } from './outbox.js';
import type { Deliver, EmailMessage, EmailProvider } from './providers.js';

/** Bounds every stage of an SMTP exchange, so a dead mail server cannot hold a request for long. */
const SMTP_TIMEOUT_MS = 10_000;

export type EmailProviderOptions = {
  outbox: Outbox;
  /** smtp:// or smtps:// URL (user and password inside); unset: outbox and log only. */
  smtpUrl?: string | undefined;
  from?: string | undefined;
};

/** E-mail through an SMTP server when one is configured; every message also goes to the outbox. */
export function createEmailProvider({
  outbox,
  smtpUrl,
  from = DEFAULT_SMTP_FROM,
}: EmailProviderOptions): EmailProvider & { deliver: Deliver<EmailMessage>; close(): void } {
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      })
    : undefined;

  const deliver: Deliver<EmailMessage> = async (message) => {
    if (!transport) return 'logged';
    try {
      const info = await transport.sendMail({ from, ...message });
      return info.rejected.length === 0 ? 'sent' : 'failed';
    } catch {
      return 'failed';
    }
  };

  return {
    deliver,
    async send(message, { retry = true } = {}) {
      const delivered = await deliver(message);
      const status = delivered === 'failed' && retry ? 'queued' : delivered;
      const { to, subject, text } = message;
      await outbox.record({ channel: 'email', recipient: to, subject, body: text, status });
      return status;
    },
    close() {
      transport?.close();
    },
  };
}
