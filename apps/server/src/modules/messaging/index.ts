import type { FastifyInstance } from 'fastify';
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

export type Messaging = { email: EmailProvider; sms: SmsProvider };

export type MessagingOptions = {
  db: Db;
  config: MessagingConfig;
  /** Providers instead of those of the config (tests). */
  email?: EmailProvider | undefined;
  sms?: SmsProvider | undefined;
};

/**
 * E-mail and SMS senders: the configured SMTP / HTTP gateways, else outbox and log only.
 * Publishes `app.messaging`; it has no routes.
 */
export const messagingModule = fp(
  function messaging(app: FastifyInstance, { db, config, email, sms }: MessagingOptions) {
    const providers = createMessaging({ db, log: app.log, config, overrides: { email, sms } });
    app.addHook('onClose', async () => providers.close());
    app.decorate('messaging', { email: providers.email, sms: providers.sms });
  },
  { name: 'messaging' },
);
