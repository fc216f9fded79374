import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '@/db/schema/index.js';
import {
  BET_KINDS,
  DEPOSIT_KINDS,
  MEMBER_CASH,
  REFUND_KINDS,
  createPlayTotalsRepository,
  type PlayTotals,
} from '../wallet/index.js';

/** A member's lifetime figures a VIP level is reached by (minor units). */
export type VipFigures = PlayTotals;

const inKinds = (kinds: readonly string[]) =>
  sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );

/**
 * The member's approved deposits and turnover (stakes less refunded stakes) on their cash
 * account: over its whole life from the totals the ledger keeps with each posting (one row), or
 * `since` an instant (a daily mission's day) in one query on that day's postings.
 */
export async function vipFiguresOf(
  db: DbOrTx,
  owner: { memberId: number; merchantId: number },
  since?: Date,
): Promise<VipFigures> {
  if (since === undefined) return createPlayTotalsRepository(db).of(owner.memberId);
  const p = ledgerPostings;
  const t = ledgerTransactions;
  const [row] = await db
    .select({
      deposit: sql<string>`coalesce(sum(${p.amount}) FILTER (WHERE ${t.kind} IN (${inKinds(DEPOSIT_KINDS)})), 0)`,
      bets: sql<string>`coalesce(sum(${p.amount}) FILTER (WHERE ${t.kind} IN (${inKinds(BET_KINDS)})), 0)`,
      refunds: sql<string>`coalesce(sum(${p.amount}) FILTER (WHERE ${t.kind} IN (${inKinds(REFUND_KINDS)})), 0)`,
    })
    .from(p)
    .innerJoin(t, eq(t.id, p.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, p.accountId))
    .where(
      and(
        eq(ledgerAccounts.merchantId, owner.merchantId),
        eq(ledgerAccounts.memberId, owner.memberId),
        eq(ledgerAccounts.kind, MEMBER_CASH),
        gte(t.createdAt, since),
      ),
    );
  // Stakes are debits (negative postings), refunds credits.
  const turnover = -Number(row?.bets ?? 0) - Number(row?.refunds ?? 0);
  return { deposit: Number(row?.deposit ?? 0), turnover: Math.max(0, turnover) };
}
