import {
  DAY_MS,
  siteDayKeyStart,
  STALE_ROUND_MS,
  type ProviderReconciliation,
} from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { rowsOf } from '@/db/raw-rows.js';
import { MEMBER_CASH } from '../wallet/index.js';

type KindRow = {
  kind: 'debit' | 'credit' | 'rollback';
  calls: number;
  provider: string;
  ledger: string;
};

/**
 * A provider's day against the ledger: each call's amount beside what its ledger transaction moved
 * on the member's cash (a stake out, a win or refund in), the day's rounds, and every round still
 * open after STALE_ROUND_MS (a credit that never came: the provider must send it, or cancel the
 * round's bets). Both sides are written in one database transaction per call, so any difference
 * is a defect to look into.
 */
export async function reconcileProvider(
  db: DbOrTx,
  code: string,
  day: string,
  now: Date,
): Promise<ProviderReconciliation> {
  const from = new Date(siteDayKeyStart(day));
  const to = new Date(from.getTime() + DAY_MS);
  const kinds = rowsOf<KindRow>(
    await db.execute(sql`
      SELECT t.kind, count(*)::int AS calls, coalesce(sum(t.amount), 0)::text AS provider,
        coalesce(sum(moved.amount), 0)::text AS ledger
      FROM vendor_transactions t
      LEFT JOIN LATERAL (
        SELECT sum(p.amount) AS amount FROM ledger_postings p
        JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = ${MEMBER_CASH}
        WHERE p.transaction_id = t.ledger_transaction_id
      ) moved ON true
      WHERE t.provider_code = ${code} AND t.created_at >= ${from} AND t.created_at < ${to}
      GROUP BY t.kind`),
  );
  const money = (kind: KindRow['kind'], sign: 1 | -1) => {
    const row = kinds.find((found) => found.kind === kind);
    return {
      calls: row?.calls ?? 0,
      provider: Number(row?.provider ?? 0),
      ledger: sign * Number(row?.ledger ?? 0),
    };
  };
  const [rounds] = rowsOf<ProviderReconciliation['rounds']>(
    await db.execute(sql`
      SELECT
        (count(*) FILTER (WHERE r.created_at >= ${from} AND r.created_at < ${to}))::int AS opened,
        (count(*) FILTER (WHERE r.settled_at >= ${from} AND r.settled_at < ${to}))::int AS settled,
        (count(*) FILTER (WHERE r.status = 'open' AND r.created_at < ${to}))::int AS open,
        (count(*) FILTER (WHERE r.created_at >= ${from} AND r.created_at < ${to} AND (
          r.stake <> coalesce((SELECT sum(d.amount) FROM vendor_transactions d
            WHERE d.round_pk = r.id AND d.kind = 'debit' AND NOT d.rolled_back), 0)
          OR r.payout <> coalesce((SELECT sum(c.amount) FROM vendor_transactions c
            WHERE c.round_pk = r.id AND c.kind = 'credit'), 0))))::int AS mismatched
      FROM vendor_rounds r
      WHERE r.provider_code = ${code}
        AND (r.status = 'open' OR r.created_at >= ${from} OR r.settled_at >= ${from})`),
  );
  const stale = rowsOf<{ round_id: string; account: string; stake: string; created_at: Date }>(
    await db.execute(sql`
      SELECT r.round_id, m.account, r.stake::text AS stake, r.created_at
      FROM vendor_rounds r JOIN members m ON m.id = r.member_id
      WHERE r.provider_code = ${code} AND r.status = 'open'
        AND r.created_at < ${new Date(Math.min(now.getTime() - STALE_ROUND_MS, to.getTime()))}
      ORDER BY r.created_at LIMIT 50`),
  );
  const bets = money('debit', -1);
  const wins = money('credit', 1);
  const refunds = money('rollback', 1);
  const counted = rounds ?? { opened: 0, settled: 0, open: 0, mismatched: 0 };
  return {
    provider: code,
    day,
    rounds: counted,
    bets,
    wins,
    refunds,
    balanced:
      counted.mismatched === 0 &&
      [bets, wins, refunds].every((figure) => figure.provider === figure.ledger),
    stale: stale.map((row) => ({
      roundId: row.round_id,
      account: row.account,
      stake: Number(row.stake),
      createdAt: new Date(row.created_at).getTime(),
    })),
  };
}
