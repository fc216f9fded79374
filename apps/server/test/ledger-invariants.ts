import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import {
  ledgerAccounts,
  ledgerPostings,
  ledgerTransactions,
  memberPlayTotals,
} from '@/db/schema/index.js';
import { DEPOSIT_KINDS, MEMBER_CASH } from '@/modules/wallet/index.js';

/**
 * Every way the ledger can be wrong, one line each; empty when it is sound:
 * a transaction whose postings do not sum to zero (or that has fewer than two), an account whose
 * balance column differs from the sum of its postings, a member account below zero, a member
 * whose lifetime totals (member_play_totals) differ from the sums of their deposit postings and
 * of their counted (settled valid) bets.
 */
export async function ledgerViolations(db: DbOrTx): Promise<string[]> {
  const total = sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)`.mapWith(String);
  const postingCount = sql<number>`count(${ledgerPostings.id})`.mapWith(Number);

  const unbalanced = await db
    .select({ id: ledgerTransactions.id, total, postingCount })
    .from(ledgerTransactions)
    .leftJoin(ledgerPostings, eq(ledgerPostings.transactionId, ledgerTransactions.id))
    .groupBy(ledgerTransactions.id)
    .having(
      sql`coalesce(sum(${ledgerPostings.amount}), 0) <> 0 OR count(${ledgerPostings.id}) < 2`,
    );

  const drifted = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance, total })
    .from(ledgerAccounts)
    .leftJoin(ledgerPostings, eq(ledgerPostings.accountId, ledgerAccounts.id))
    .groupBy(ledgerAccounts.id)
    .having(sql`${ledgerAccounts.balance} <> coalesce(sum(${ledgerPostings.amount}), 0)`);

  const negative = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(isNotNull(ledgerAccounts.memberId), lt(ledgerAccounts.balance, 0n)));

  const kinds = (list: readonly string[]) =>
    sql.join(
      list.map((kind) => sql`${kind}`),
      sql`, `,
    );
  const sumOf = (list: readonly string[]) =>
    sql`coalesce(sum(${ledgerPostings.amount}) FILTER (WHERE ${ledgerTransactions.kind} IN (${kinds(list)})), 0)`;
  const sums = db
    .select({
      memberId: ledgerAccounts.memberId,
      deposited: sql<string>`${sumOf(DEPOSIT_KINDS)}`.as('sum_deposited'),
      staked:
        sql<string>`coalesce((SELECT sum(b.stake) FROM inhouse_bets b WHERE b.member_id = ${ledgerAccounts.memberId} AND b.valid), 0) + coalesce((SELECT sum(s.stake) FROM lottery_suborders s WHERE s.member_id = ${ledgerAccounts.memberId} AND s.valid), 0) + coalesce((SELECT sum(r.stake) FROM vendor_rounds r WHERE r.member_id = ${ledgerAccounts.memberId} AND r.valid), 0)`.as(
          'sum_staked',
        ),
    })
    .from(ledgerPostings)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(and(eq(ledgerAccounts.kind, MEMBER_CASH), isNotNull(ledgerAccounts.memberId)))
    .groupBy(ledgerAccounts.memberId)
    .as('sums');
  const totals = await db
    .select({
      memberId: sums.memberId,
      deposited: sums.deposited,
      staked: sums.staked,
      keptDeposited: memberPlayTotals.deposited,
      keptStaked: memberPlayTotals.staked,
    })
    .from(sums)
    .leftJoin(memberPlayTotals, eq(memberPlayTotals.memberId, sums.memberId))
    .where(
      sql`${sums.deposited} <> coalesce(${memberPlayTotals.deposited}, 0) OR ${sums.staked} <> coalesce(${memberPlayTotals.staked}, 0)`,
    );

  return [
    ...totals.map(
      (m) =>
        `member ${m.memberId}: totals kept ${m.keptDeposited ?? 0} deposited, ${m.keptStaked ?? 0} staked; postings and valid bets sum to ${m.deposited}, ${m.staked}`,
    ),
    ...unbalanced.map(
      (t) => `transaction ${t.id}: ${t.postingCount} postings summing to ${t.total}`,
    ),
    ...drifted.map((a) => `account ${a.id}: balance ${a.balance} but postings sum to ${a.total}`),
    ...negative.map((a) => `member account ${a.id}: balance ${a.balance} below zero`),
    ...(await bonusDrift(db)),
  ];
}

/** A member's bonus account holds exactly their active bonus grants (wallet/bonus-wallet.ts). */
async function bonusDrift(db: DbOrTx): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT a.member_id, a.balance::text AS balance, coalesce(g.active, 0)::text AS active
    FROM ledger_accounts a
    LEFT JOIN (SELECT member_id, sum(amount) AS active FROM member_bonus_grants
               WHERE status = 'active' GROUP BY member_id) g ON g.member_id = a.member_id
    WHERE a.kind = 'member_bonus' AND a.balance <> coalesce(g.active, 0)`);
  type Row = { member_id: number; balance: string; active: string };
  const rows = (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
  return rows.map(
    (r) => `member ${r.member_id}: bonus account ${r.balance} but active grants ${r.active}`,
  );
}

/** Throws, listing every violation, unless the ledger is sound (see ledgerViolations). */
export async function checkInvariants(db: DbOrTx): Promise<void> {
  const violations = await ledgerViolations(db);
  if (violations.length > 0) {
    throw new Error(`ledger invariants broken:\n  ${violations.join('\n  ')}`);
  }
}
