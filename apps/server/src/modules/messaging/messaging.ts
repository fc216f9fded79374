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
}: {
  db: DbOrTx;
  log: FastifyBaseLogger;
  config: MessagingConfig;
  overrides?: { email?: EmailProvider | undefined; sms?: SmsProvider | undefined };
}) {
  const outbox = createOutbox({ db, log });
  // Creating the transport opens no connection; nodemailer connects on the first message.
  const smtp = createEmailProvider({ outbox, smtpUrl: config.smtpUrl, from: config.smtpFrom });
  const email = overrides.email ?? smtp;
  const sms =
    overrides.sms ??
    createSmsProvider({ outbox, httpUrl: config.smsHttpUrl, token: config.smsHttpToken });
  return { email, sms, close: () => smtp.close() };
}
