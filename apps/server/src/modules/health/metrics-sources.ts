import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client.js';
import { rowsOf } from '@/db/raw-rows.js';
import type { Metrics } from '@/lib/metrics.js';

type Count = string | number | null;

/**
 * The gauges an operator watches, each read once per scrape (never per request): the pool's
 * connections, the draw engine's leadership and lag, the queues staff work through, the
 * outbox, and the ledger's totals by account kind (whose sum is zero while the books balance).
 * They read several domains' tables for the operator, as the console's dashboard does.
 */
export function registerGauges(
  metrics: Metrics,
  {
    database,
    engineLeader,
  }: {
    database: Database;
    /** Whether this instance leads the draw engine (false where it runs none). */
    engineLeader: () => boolean;
  },
): void {
  const { db } = database;

  metrics.gauge('db_pool_connections', 'PostgreSQL pool connections by state', ['state'], () => {
    const stats = database.poolStats?.();
    return Promise.resolve(
      stats
        ? [
            { labels: { state: 'total' }, value: stats.total },
            { labels: { state: 'idle' }, value: stats.idle },
            { labels: { state: 'waiting' }, value: stats.waiting },
          ]
        : [],
    );
  });

  metrics.gauge(
    'lottery_engine_leader',
    'Whether this instance leads the draw engine (1), or follows or runs none (0)',
    [],
    () => Promise.resolve([{ value: engineLeader() ? 1 : 0 }]),
  );

  metrics.gauge(
    'lottery_draw_lag_seconds',
    'How long the oldest draw past its draw time has waited to be drawn (0: none waits)',
    [],
    async () => {
      const [row] = rowsOf<{ lag: Count }>(
        await db.execute(sql`
          SELECT coalesce(extract(epoch FROM now() - min(draw_at)), 0) AS lag FROM lottery_draws
          WHERE status IN ('scheduled', 'selling', 'locked') AND draw_at <= now()`),
      );
      return [{ value: Number(row?.lag ?? 0) }];
    },
  );

  metrics.gauge(
    'queue_length',
    'What waits: deposits and withdrawals to decide, bonus claims to approve, messages to try again and given up',
    ['queue'],
    async () => {
      const [row] = rowsOf<Record<string, Count>>(
        await db.execute(sql`
          SELECT
            (SELECT count(*) FROM deposit_requests WHERE status = 'pending') AS deposits,
            (SELECT count(*) FROM withdraw_requests
              WHERE status IN ('pending', 'processing')) AS withdrawals,
            (SELECT count(*) FROM promotion_participations WHERE status = 'applying') AS claims,
            (SELECT count(*) FROM outbox WHERE status = 'retrying') AS outbox_retrying,
            (SELECT count(*) FROM outbox WHERE status = 'failed') AS outbox_failed`),
      );
      const queues = ['deposits', 'withdrawals', 'claims', 'outbox_retrying', 'outbox_failed'];
      return queues.map((queue) => ({
        labels: { queue },
        value: Number(row?.[queue] ?? 0),
      }));
    },
  );

  metrics.gauge(
    'ledger_balance_minor',
    'The ledger: balances summed by account kind and currency, in minor units',
    ['kind', 'currency'],
    async () =>
      rowsOf<{ kind: string; currency: string; total: Count }>(
        await db.execute(sql`
          SELECT kind, currency, sum(balance) AS total FROM ledger_accounts GROUP BY kind, currency`),
      ).map((row) => ({
        labels: { kind: row.kind, currency: row.currency },
        value: Number(row.total ?? 0),
      })),
  );
}
