import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '@/db/schema/index.js';
import {
  DEPOSIT_KINDS,
  MEMBER_CASH,
  createPlayTotalsRepository,
  validTurnoverSince,
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
 * The member's approved deposits and turnover (the stakes of settled valid bets, valid-bet.ts):
 * over their whole life from the totals kept as they happen (one row), or `since` an instant (a
 * daily mission's day) from that day's deposit postings and settled bets.
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
  const turnover = await validTurnoverSince(db, owner.memberId, since);
  return { deposit: Number(row?.deposit ?? 0), turnover };
}
