import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@/config.js';
import type { DbOrTx } from '@/db/client.js';
import { createEmailProvider } from './email.js';
import { createOutbox } from './outbox.js';
import type { EmailProvider, SmsProvider } from './providers.js';
import { createSmsProvider } from './sms-provider.js';

export type MessagingConfig = Partial<
  Pick<Config, 'smtpUrl' | 'smtpFrom' | 'smsHttpUrl' | 'smsHttpToken'>
>;

/**
 * The providers of the app from its configuration: real SMTP / HTTP gateways when configured,
 * else outbox and log only. Tests may pass their own providers instead.
 */
export function createMessaging({
  db,
  log,
  config,
  overrides = {},
  now,
}: {
  db: DbOrTx;
  log: FastifyBaseLogger;
  config: MessagingConfig;
  overrides?: { email?: EmailProvider | undefined; sms?: SmsProvider | undefined };
  now?: () => number;
}) {
  const outbox = createOutbox({ db, log, ...(now ? { now } : {}) });
  // Creating the transport opens no connection; nodemailer connects on the first message.
  const smtp = createEmailProvider({ outbox, smtpUrl: config.smtpUrl, from: config.smtpFrom });
  const gateway = createSmsProvider({
    outbox,
    httpUrl: config.smsHttpUrl,
    token: config.smsHttpToken,
  });

  /**
   * Tries the messages due again once more each (a batch; the outbox claims them so instances
   * never share one): sent, or later with a longer wait, or given up after MAX_ATTEMPTS.
   */
  async function retryDue(): Promise<number> {
    const due = await outbox.claimDue(RETRY_BATCH);
    for (const message of due) {
      const delivered =
        message.channel === 'email'
          ? await smtp.deliver({
              to: message.recipient,
              subject: message.subject,
              text: message.body,
            })
          : await gateway.deliver({ to: message.recipient, text: message.body });
      await outbox.settle(message, delivered === 'sent');
    }
    return due.length;
  }

  return {
    email: overrides.email ?? smtp,
    sms: overrides.sms ?? gateway,
    retryDue,
    /** Whether anything can fail and be retried: a real SMTP server or SMS gateway is set. */
    retries: Boolean(config.smtpUrl ?? config.smsHttpUrl),
    close: () => smtp.close(),
  };
}

/** Messages tried again per round, and how often an instance looks for due ones. */
const RETRY_BATCH = 20;
export const RETRY_EVERY_MS = 5_000;
