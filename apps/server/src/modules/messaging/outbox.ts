import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { rowsOf } from '@/db/raw-rows.js';
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
  /** When this retrier's claim lapses: the row's next_attempt_at while it is still ours. */
  claimedUntil: Date;
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
     * Claims the next message due again, or null: it is pushed CLAIM_MS ahead in the statement
     * that picks it (SKIP LOCKED), so instances retrying at once never take the same one, and
     * one whose retrier died is taken again once the claim lapses. One at a time, just before
     * it is sent: a batch claimed at once could outlive its claim behind a slow SMTP server and
     * be taken, and sent, a second time. The pick is a MATERIALIZED CTE so the planner cannot
     * fold it into the update and lock more rows than the one it returns.
     */
    async claimNext(): Promise<DueMessage | null> {
      const at = new Date(now());
      const until = new Date(now() + CLAIM_MS);
      const result = await db.execute(sql`
        WITH picked AS MATERIALIZED (
          SELECT id FROM ${outbox}
          WHERE status = 'retrying' AND next_attempt_at <= ${at.toISOString()}::timestamptz
          ORDER BY next_attempt_at
          LIMIT 1
          FOR UPDATE SKIP LOCKED
        )
        UPDATE ${outbox} AS o SET next_attempt_at = ${until.toISOString()}::timestamptz
        FROM picked WHERE o.id = picked.id
        RETURNING o.id, o.channel, o.recipient, o.subject, o.body, o.attempts`);
      const [row] = rowsOf<{
        id: number | string;
        channel: string;
        recipient: string;
        subject: string;
        body: string;
        attempts: number;
      }>(result);
      if (!row) return null;
      return {
        id: Number(row.id),
        channel: row.channel === 'email' ? 'email' : 'sms',
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        attempts: row.attempts,
        claimedUntil: until,
      };
    },

    /**
     * What a retry did: sent (the text goes), failed again (later, or given up at the limit).
     * Written only while the row is still this claim's (its lapse time and try count): a retrier
     * that outlived its claim, whose message another took meanwhile, changes nothing ('lapsed').
     */
    async settle(
      message: DueMessage,
      delivered: boolean,
    ): Promise<'sent' | 'retrying' | 'failed' | 'lapsed'> {
      const attempts = message.attempts + 1;
      const status = delivered ? 'sent' : attempts >= MAX_ATTEMPTS ? 'failed' : 'retrying';
      const settled = await db
        .update(outbox)
        .set({
          status,
          attempts,
          body: status === 'retrying' ? message.body : REDACTED,
          nextAttemptAt: status === 'retrying' ? new Date(now() + retryDelayMs(attempts)) : null,
        })
        .where(
          and(
            eq(outbox.id, message.id),
            eq(outbox.status, 'retrying'),
            eq(outbox.attempts, message.attempts),
            eq(outbox.nextAttemptAt, message.claimedUntil),
          ),
        )
        .returning({ id: outbox.id });
      const line = `${message.channel} to ${message.recipient}: try ${attempts} ${status}`;
      if (settled.length === 0) {
        log.warn({ channel: message.channel, attempts }, `${line}, but its claim had lapsed`);
        return 'lapsed';
      }
      if (status === 'sent') log.info({ channel: message.channel, attempts }, line);
      else log.warn({ channel: message.channel, attempts, status }, line);
      return status;
    },

    /**
     * Gives up the messages of a channel that has no provider any more (removed from the
     * configuration): nothing could ever send them, and their text must not stay behind.
     */
    async expireUnsendable(channels: ReadonlyArray<'sms' | 'email'>): Promise<number> {
      if (channels.length === 0) return 0;
      const expired = await db
        .update(outbox)
        .set({ status: 'failed', body: REDACTED, nextAttemptAt: null })
        .where(and(eq(outbox.status, 'retrying'), inArray(outbox.channel, [...channels])))
        .returning({ id: outbox.id });
      if (expired.length > 0) {
        log.warn({ channels, count: expired.length }, 'messages: no provider left to retry them');
      }
      return expired.length;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
