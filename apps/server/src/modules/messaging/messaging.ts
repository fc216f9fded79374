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
   * Tries the messages due again, up to RETRY_BATCH of them, each claimed just before it is
   * sent (the outbox hands a message to one retrier only): sent, or later with a longer wait,
   * or given up after MAX_ATTEMPTS.
   */
  async function retryDue(): Promise<number> {
    let tried = 0;
    for (; tried < RETRY_BATCH; tried++) {
      const message = await outbox.claimNext();
      if (!message) break;
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
    return tried;
  }

  /** Channels whose provider is gone from the configuration: their waiting messages are given up. */
  const unsendable = [
    ...(config.smsHttpUrl ? [] : (['sms'] as const)),
    ...(config.smtpUrl ? [] : (['email'] as const)),
  ];

  return {
    email: overrides.email ?? smtp,
    sms: overrides.sms ?? gateway,
    retryDue,
    expireUnsendable: () => outbox.expireUnsendable(unsendable),
    /** Whether anything can fail and be retried: a real SMTP server or SMS gateway is set. */
    retries: Boolean(config.smtpUrl ?? config.smsHttpUrl),
    close: () => smtp.close(),
  };
}

/** Messages tried at most per round, and the pause between rounds of an instance. */
const RETRY_BATCH = 20;
export const RETRY_EVERY_MS = 5_000;
