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
  /** Gives up waiting messages of channels with no provider configured any more. */
  expireUnsendable: () => Promise<number>;
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
 * No routes: at start, messages waiting on a provider removed from the configuration are given
 * up; then (where a real provider is set) refused messages are tried again, one round
 * RETRY_EVERY_MS after the last ended, so rounds never overlap. Closes the senders with the app.
 */
export const messagingModule = fp(
  function messaging(app: FastifyInstance, { messaging }: { messaging: Messaging }) {
    let timer: NodeJS.Timeout | undefined;
    let closing = false;
    let round: Promise<unknown> = Promise.resolve();
    const schedule = () => {
      if (closing) return;
      timer = setTimeout(() => {
        round = messaging
          .retryDue()
          .catch((error: unknown) => app.log.error({ err: error }, 'messages: retry failed'))
          .finally(schedule);
      }, RETRY_EVERY_MS);
      timer.unref();
    };
    app.addHook('onReady', async () => {
      await messaging
        .expireUnsendable()
        .catch((error: unknown) => app.log.error({ err: error }, 'messages: expiry failed'));
      if (messaging.retries) schedule();
    });
    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(timer);
      await round;
      await messaging.close();
    });
  },
  { name: 'messaging' },
);
