import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '@/db/client.js';
import { outbox } from '@/db/schema/index.js';
import type { DeliveryStatus } from './providers.js';

export type OutboxEntry = {
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string;
  body: string;
  status: DeliveryStatus;
};

/**
 * Keeps a record of every message in the `outbox` table and in the log. Without a configured
 * provider these are the only sinks, so then they carry the whole text: whoever runs the demo
 * reads SMS codes and e-mails there. Once a real provider takes the message, its text (codes,
 * reset links) is kept nowhere but with the recipient.
 */
export const REDACTED = '[sent through the provider; text not kept]';

export function createOutbox({ db, log }: { db: DbOrTx; log: FastifyBaseLogger }) {
  return {
    async record(entry: OutboxEntry): Promise<void> {
      const { channel, recipient, subject = '', status } = entry;
      const body = status === 'logged' ? entry.body : REDACTED;
      const line = `${channel} to ${recipient} (${status})${subject ? ` "${subject}"` : ''}: ${body}`;
      if (status === 'failed') log.warn({ channel, recipient, status }, line);
      else log.info({ channel, recipient, status }, line);
      try {
        await db.insert(outbox).values({ channel, recipient, subject, body, status });
      } catch (error) {
        // The message itself went out (or is in the log); a lost copy must not fail the request.
        log.error({ err: error, channel, recipient }, 'could not write the outbox');
      }
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
