import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { isLedgerAccountOf } from '@/db/queries.js';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '@/db/schema/index.js';
import { MEMBER_CASH } from './ledger.service.js';
import {
  createPlayTotalsRepository,
  DEPOSIT_KINDS,
  type PlayTotals,
} from './play-totals.repository.js';
import { validTurnoverSince } from './valid-bet.js';

const inKinds = (kinds: readonly string[]) =>
  sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );

/**
 * The member's approved deposits and turnover (the stakes of settled valid bets, valid-bet.ts):
 * over their whole life from the totals kept as they happen (one row), or `since` an instant (a
 * daily mission's day) from that day's deposit postings and settled bets. The wallet's read of
 * the ledger for VIP levels and promotions' daily missions (they read no ledger table themselves).
 */
export async function playFiguresOf(
  db: DbOrTx,
  owner: { memberId: number; merchantId: number },
  since?: Date,
): Promise<PlayTotals> {
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
    .where(and(isLedgerAccountOf({ ...owner, kind: MEMBER_CASH }), gte(t.createdAt, since)));
  const turnover = await validTurnoverSince(db, owner.memberId, since);
  return { deposit: Number(row?.deposit ?? 0), turnover };
}
