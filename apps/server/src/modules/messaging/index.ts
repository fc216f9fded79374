import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@/db/client.js';
import { createMessaging, RETRY_EVERY_MS, type MessagingConfig } from './messaging.js';
import type { EmailProvider, SmsProvider } from './providers.js';

export type { MessagingConfig } from './messaging.js';
export {
  smsRecipient,
  type DeliveryStatus,
  type SendOptions,
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

/** The e-mail and SMS senders, their retries, and how to close the SMTP transport. */
export type Messaging = {
  email: EmailProvider;
  sms: SmsProvider;
  /** Tries the messages due again (the module's timer does, where `retries`). */
  retryDue: () => Promise<number>;
  retries: boolean;
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

/**
 * No routes: the plugin tries refused messages again every RETRY_EVERY_MS (where a real provider
 * is set) and closes the senders with the app.
 */
export const messagingModule = fp(
  function messaging(app: FastifyInstance, { messaging }: { messaging: Messaging }) {
    let timer: NodeJS.Timeout | undefined;
    let round: Promise<unknown> = Promise.resolve();
    if (messaging.retries) {
      app.addHook('onReady', async () => {
        timer = setInterval(() => {
          round = messaging
            .retryDue()
            .catch((error: unknown) => app.log.error({ err: error }, 'messages: retry failed'));
        }, RETRY_EVERY_MS);
        timer.unref();
      });
    }
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await round;
      await messaging.close();
    });
  },
  { name: 'messaging' },
);
