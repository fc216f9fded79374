import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@/db/client.js';
import { createMessaging, type MessagingConfig } from './messaging.js';
import type { EmailProvider, SmsProvider } from './providers.js';

export type { MessagingConfig } from './messaging.js';
export {
  smsRecipient,
  type DeliveryStatus,
  type EmailMessage,
  type EmailProvider,
  type SmsProvider,
} from './providers.js';
export {
  accountThrottledNotice,
  emailChangedNotice,
  numberTakenText,
  passwordResetEmail,
  smsCodeText,
} from './texts.js';

/** The e-mail and SMS senders, and how to close the SMTP transport. */
export type Messaging = {
  email: EmailProvider;
  sms: SmsProvider;
  close: () => void | Promise<void>;
};

export type MessagingOptions = {
  db: Db;
  log: FastifyBaseLogger;
  config: MessagingConfig;
  /** Providers instead of those of the config (tests). */
  email?: EmailProvider | undefined;
  sms?: SmsProvider | undefined;
};

/** E-mail and SMS senders: the configured SMTP / HTTP gateways, else outbox and log only. */
export const createMessagingServices = ({ db, log, config, email, sms }: MessagingOptions) =>
  createMessaging({ db, log, config, overrides: { email, sms } });

/** No routes: the plugin closes the senders with the app. */
export const messagingModule = fp(
  function messaging(app: FastifyInstance, { messaging }: { messaging: Messaging }) {
    app.addHook('onClose', async () => messaging.close());
  },
  { name: 'messaging' },
);
