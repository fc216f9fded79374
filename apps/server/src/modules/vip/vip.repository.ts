import { LEDGER_KIND_TYPES } from '@app/contracts';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '@/db/schema/index.js';
import { MEMBER_CASH } from '../wallet/index.js';

/** A member's lifetime figures a VIP level is reached by (minor units). */
export type VipFigures = { deposit: number; turnover: number };

const kindsOf = (type: string) =>
  Object.entries(LEDGER_KIND_TYPES)
    .filter(([, mapped]) => mapped === type)
    .map(([kind]) => kind);
const DEPOSIT_KINDS = kindsOf('deposit');
const BET_KINDS = kindsOf('bet');
const REFUND_KINDS = kindsOf('refund');

const inKinds = (kinds: string[]) =>
  sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );

/**
 * The member's approved deposits and turnover (stakes less refunded stakes) on their cash
 * account, over its whole life or `since` an instant (a daily mission's day), in one query on
 * its postings (indexed by account).
 */
export async function vipFiguresOf(
  db: DbOrTx,
  owner: { memberId: number; merchantId: number },
  since?: Date,
): Promise<VipFigures> {
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
        since ? gte(t.createdAt, since) : undefined,
      ),
    );
  // Stakes are debits (negative postings), refunds credits.
  const turnover = -Number(row?.bets ?? 0) - Number(row?.refunds ?? 0);
  return { deposit: Number(row?.deposit ?? 0), turnover: Math.max(0, turnover) };
}
