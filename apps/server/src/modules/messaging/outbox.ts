import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
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

/** A message to try again, as the retrier reads it. */
export type DueMessage = {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
};

/**
 * Keeps a record of every message in the `outbox` table and in the log. Without a configured
 * provider these are the only sinks, so then they carry the whole text: whoever runs the demo
 * reads SMS codes and e-mails there. Once a real provider takes the message, its text (codes,
 * reset links) is kept nowhere but with the recipient; a message waiting to be tried again keeps
 * its text only until it goes or is given up.
 */
export const REDACTED = '[sent through the provider; text not kept]';

/** Tries in all, the first included; then a message is given up (`failed`). */
export const MAX_ATTEMPTS = 5;
/** The wait after the n-th failed try: 15 s, 30 s, 60 s, 120 s (all within an SMS code's life). */
export const retryDelayMs = (attempts: number) => 15_000 * 2 ** (attempts - 1);
/** How long a claimed message is left to its retrier before another may take it. */
const CLAIM_MS = 60_000;

const stored = (status: DeliveryStatus) => (status === 'queued' ? 'retrying' : status);

export function createOutbox({
  db,
  log,
  now = () => Date.now(),
}: {
  db: DbOrTx;
  log: FastifyBaseLogger;
  now?: () => number;
}) {
  return {
    async record(entry: OutboxEntry): Promise<void> {
      const { channel, recipient, subject = '', status } = entry;
      const body = status === 'logged' || status === 'queued' ? entry.body : REDACTED;
      const shown = status === 'logged' ? entry.body : REDACTED;
      const line = `${channel} to ${recipient} (${status})${subject ? ` "${subject}"` : ''}: ${shown}`;
      if (status === 'failed' || status === 'queued') {
        log.warn({ channel, recipient, status }, line);
      } else log.info({ channel, recipient, status }, line);
      try {
        await db.insert(outbox).values({
          channel,
          recipient,
          subject,
          body,
          status: stored(status),
          nextAttemptAt: status === 'queued' ? new Date(now() + retryDelayMs(1)) : null,
        });
      } catch (error) {
        // The message itself went out (or is in the log); a lost copy must not fail the request.
        log.error({ err: error, channel, recipient }, 'could not write the outbox');
      }
    },

    /**
     * Claims up to `limit` messages due again: each is pushed CLAIM_MS ahead in the same
     * statement that picks it (SKIP LOCKED), so instances retrying at once never take the same
     * one, and one whose retrier died is taken again after the claim lapses.
     */
    async claimDue(limit: number): Promise<DueMessage[]> {
      const at = new Date(now());
      const picked = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.status, 'retrying'), lte(outbox.nextAttemptAt, at)))
        .orderBy(asc(outbox.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(outbox)
        .set({ nextAttemptAt: new Date(now() + CLAIM_MS) })
        .where(inArray(outbox.id, picked))
        .returning();
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel === 'email' ? 'email' : 'sms',
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        attempts: row.attempts,
      }));
    },

    /** What a retry did: sent (the text goes), failed again (later, or given up at the limit). */
    async settle(message: DueMessage, delivered: boolean): Promise<'sent' | 'retrying' | 'failed'> {
      const attempts = message.attempts + 1;
      const status = delivered ? 'sent' : attempts >= MAX_ATTEMPTS ? 'failed' : 'retrying';
      await db
        .update(outbox)
        .set({
          status,
          attempts,
          body: status === 'retrying' ? message.body : REDACTED,
          nextAttemptAt: status === 'retrying' ? new Date(now() + retryDelayMs(attempts)) : null,
        })
        .where(and(eq(outbox.id, message.id), eq(outbox.status, 'retrying')));
      const line = `${message.channel} to ${message.recipient}: try ${attempts} ${status}`;
      if (status === 'sent') log.info({ channel: message.channel, attempts }, line);
      else log.warn({ channel: message.channel, attempts, status }, line);
      return status;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
