import { sql } from 'drizzle-orm';
import { openDatabase } from '@/db/client.js';
import { rowsOf } from '@/db/raw-rows.js';
import { ledgerViolations } from '../test/ledger-invariants.js';
import type { LoadRecord } from './players.js';

/** What the books say after the drill, against what the load was told. */
export type Books = {
  /** One-minute draws due in the drill window, and how late each was drawn (seconds). */
  draws: { due: number; drawn: number; lateSeconds: number[] };
  /** Draws due in the window and not drawn, or drawn but not settled. */
  skipped: number;
  /** Draws whose bets' payouts on the ledger differ from what their bets won (paid twice). */
  settledTwice: number;
  /** Acknowledged operations missing from the books, and operations in the books twice. */
  lost: number;
  doubled: number;
  /** Orders and deposits in the books that the load was never told of. */
  unacknowledged: number;
  ledger: string[];
};

/**
 * Reads the drill's database: every draw of the one-minute game due between `from` and `to`
 * (drawn and settled, how late), each order and deposit made since `from` against what the
 * load was told (there once: not lost, not doubled), each draw's payouts against the ledger, and
 * the ledger's own invariants.
 */
export async function readBooks(url: string, record: LoadRecord, from: Date, to: Date) {
  const database = await openDatabase({ databaseUrl: url });
  try {
    const { db } = database;
    const draws = rowsOf<{ id: string; late: number | null; settled: boolean }>(
      await db.execute(sql`
        SELECT d.id::text, extract(epoch FROM d.drawn_at - d.draw_at)::float AS late,
               d.settled_at IS NOT NULL AS settled
        FROM lottery_draws d JOIN lottery_games g ON g.id = d.game_id
        WHERE g.game_code = 'SPD1' AND d.draw_at BETWEEN ${from.toISOString()}::timestamptz
              AND ${to.toISOString()}::timestamptz`),
    );
    const lateSeconds = draws.flatMap((d) => (d.late === null ? [] : [d.late]));
    const skipped = draws.filter((d) => d.late === null || !d.settled).length;

    // A bet's payout reaches the ledger once: per draw, what its settlements paid members
    // (each settlement transaction counted once, however many bets it settled) equals what its
    // bets won.
    const paidTwice = rowsOf<{ draw: string }>(
      await db.execute(sql`
        WITH won AS (
          SELECT o.draw_id, sum(s.payout) AS payout
          FROM lottery_suborders s JOIN lottery_orders o ON o.id = s.order_id
          WHERE o.created_at >= ${from.toISOString()}::timestamptz
          GROUP BY o.draw_id
        ), settlements AS (
          SELECT DISTINCT o.draw_id, s.settle_transaction_id AS tx
          FROM lottery_suborders s JOIN lottery_orders o ON o.id = s.order_id
          WHERE o.created_at >= ${from.toISOString()}::timestamptz
            AND s.settle_transaction_id IS NOT NULL
        ), paid AS (
          SELECT t.draw_id, sum(p.amount) AS paid
          FROM settlements t
          JOIN ledger_postings p ON p.transaction_id = t.tx AND p.amount > 0
          JOIN ledger_accounts a ON a.id = p.account_id AND a.member_id IS NOT NULL
          GROUP BY t.draw_id
        )
        SELECT won.draw_id::text AS draw FROM won LEFT JOIN paid USING (draw_id)
        WHERE coalesce(paid.paid, 0) <> coalesce(won.payout, 0)`),
    );

    const orders = rowsOf<{ id: string; times: number }>(
      await db.execute(sql`
        SELECT o.id::text, count(*) OVER (PARTITION BY o.member_id, o.idempotency_key)::int AS times
        FROM lottery_orders o
        WHERE o.created_at >= ${from.toISOString()}::timestamptz`),
    );
    const deposits = rowsOf<{ id: string; times: number; credited: boolean }>(
      await db.execute(sql`
        SELECT r.id::text, count(*) OVER (PARTITION BY r.member_id, r.idempotency_key)::int AS times,
               r.credit_transaction_id IS NOT NULL AS credited
        FROM deposit_requests r
        WHERE r.created_at >= ${from.toISOString()}::timestamptz`),
    );
    const orderIds = new Set(orders.map((o) => Number(o.id)));
    const depositIds = new Set(deposits.map((d) => Number(d.id)));
    const lost =
      [...record.orders.keys()].filter((id) => !orderIds.has(id)).length +
      [...record.deposits].filter((id) => !depositIds.has(id)).length +
      deposits.filter((d) => record.deposits.has(Number(d.id)) && !d.credited).length;
    const doubled =
      orders.filter((o) => o.times > 1).length + deposits.filter((d) => d.times > 1).length;
    const unacknowledged =
      orders.filter((o) => !record.orders.has(Number(o.id))).length +
      deposits.filter((d) => !record.deposits.has(Number(d.id))).length;

    return {
      draws: { due: draws.length, drawn: lateSeconds.length, lateSeconds },
      skipped,
      settledTwice: paidTwice.length,
      lost,
      doubled,
      unacknowledged,
      ledger: await ledgerViolations(db),
    } satisfies Books;
  } finally {
    await database.close();
  }
}
