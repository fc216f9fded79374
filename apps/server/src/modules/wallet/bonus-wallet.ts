import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { ledgerAccounts, memberBonusGrants } from '@/db/schema/index.js';
import {
  MEMBER_BONUS,
  MEMBER_CASH,
  createLedgerService,
  type HouseKind,
} from './ledger.service.js';

/**
 * Bonus money apart from cash, as regulated sites keep it. A bonus with a wagering requirement is
 * paid into the member's bonus account (member_bonus), never into cash, and carries its own
 * requirement (member_bonus_grants): claiming ₱68 of bonuses locks those ₱68, not the member's
 * cash. Bonus money is not staked (a "locked" bonus): the member's valid bets — counted where
 * withdrawal turnover is counted (turnover.repository.ts addWagered, which valid-bet.ts feeds) —
 * advance the oldest active grant, and a grant whose wagering is met moves bonus → cash once
 * (released). Withdrawing cash while a grant is active forfeits it (bonus → house_bonus_forfeit)
 * in the withdrawal's own transaction, after the member confirmed it. A grant without a
 * requirement is plain cash.
 *
 * Lock order, the same on every path: the member's cash account row, then their active grants,
 * then the bonus account (the ledger locks accounts in id order within a posting).
 */

/** Where forfeited bonuses go back to. */
export const HOUSE_BONUS_FORFEIT: HouseKind = 'house_bonus_forfeit';

export type BonusSummary = {
  /** The bonus account's balance: the active grants' amounts. */
  balance: number;
  /** Wagering of the active grants: required in all, and bet so far. */
  required: number;
  wagered: number;
};

const releaseKey = (grantId: number) => `bonus-release:${grantId}`;

/** Holds the member's cash account row to the end of `tx` (first in the lock order). */
async function lockCash(tx: DbOrTx, memberId: number): Promise<void> {
  await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, MEMBER_CASH)))
    .for('update');
}

const activeGrants = (tx: DbOrTx, memberId: number) =>
  tx
    .select()
    .from(memberBonusGrants)
    .where(and(eq(memberBonusGrants.memberId, memberId), eq(memberBonusGrants.status, 'active')))
    .orderBy(asc(memberBonusGrants.id))
    .for('update');

/**
 * The grant row of a bonus just paid into the bonus account (movements.ts `grant` with
 * `{ bonusMinor }` pays it and calls this in the same transaction).
 */
export async function recordBonusGrant(
  tx: DbOrTx,
  grant: {
    merchantId: number;
    memberId: number;
    key: string;
    source: string;
    memo: string;
    amountMinor: number;
    requiredMinor: number;
    transactionId: number;
  },
): Promise<void> {
  await tx.insert(memberBonusGrants).values({
    merchantId: grant.merchantId,
    memberId: grant.memberId,
    grantKey: grant.key,
    source: grant.source,
    memo: grant.memo,
    amount: grant.amountMinor,
    required: grant.requiredMinor,
    grantTransactionId: grant.transactionId,
  });
}

/**
 * A valid bet's stake (minor units) advances the member's active grants, oldest first; what
 * meets one grant's requirement carries over to the next. Each grant met is released to cash.
 * Only stakes counted (positive) advance: nothing takes a release back.
 */
export async function advanceBonusWagering(
  tx: DbOrTx,
  memberId: number,
  stake: number,
): Promise<void> {
  if (stake <= 0) return;
  await lockCash(tx, memberId);
  let left = stake;
  for (const grant of await activeGrants(tx, memberId)) {
    if (left <= 0) break;
    const owed = grant.required - grant.wagered;
    const counted = Math.min(owed, left);
    left -= counted;
    if (counted < owed) {
      await tx
        .update(memberBonusGrants)
        .set({ wagered: grant.wagered + counted })
        .where(eq(memberBonusGrants.id, grant.id));
      break;
    }
    await tx
      .update(memberBonusGrants)
      .set({ wagered: grant.required, status: 'released', settledAt: sql`now()` })
      .where(eq(memberBonusGrants.id, grant.id));
    await createLedgerService({ db: tx }).move({
      merchantId: grant.merchantId,
      from: { memberId, kind: MEMBER_BONUS },
      to: { memberId, kind: MEMBER_CASH },
      amountMinor: BigInt(grant.amount),
      idempotencyKey: releaseKey(grant.id),
      kind: 'bonus_release',
      memo: `bonus released: ${grant.memo}`,
    });
  }
}

/**
 * Forfeits every active grant in `tx` (a withdrawal of cash before their wagering was met): the
 * bonus account's money back to the house under `idempotencyKey`. Answers the amount forfeited.
 */
export async function forfeitBonuses(
  tx: DbOrTx,
  member: { merchantId: number; memberId: number },
  idempotencyKey: string,
): Promise<number> {
  await lockCash(tx, member.memberId);
  const grants = await activeGrants(tx, member.memberId);
  const amount = grants.reduce((sum, grant) => sum + grant.amount, 0);
  if (amount === 0) return 0;
  await tx
    .update(memberBonusGrants)
    .set({ status: 'forfeited', settledAt: sql`now()` })
    .where(
      and(eq(memberBonusGrants.memberId, member.memberId), eq(memberBonusGrants.status, 'active')),
    );
  await createLedgerService({ db: tx }).move({
    merchantId: member.merchantId,
    from: { memberId: member.memberId, kind: MEMBER_BONUS },
    to: { memberId: null, kind: HOUSE_BONUS_FORFEIT },
    amountMinor: BigInt(amount),
    idempotencyKey,
    kind: 'bonus_forfeit',
    memo: 'bonus forfeited',
  });
  return amount;
}

/** The member's bonus balance and the wagering its active grants still owe. */
export async function bonusSummary(db: DbOrTx, memberId: number): Promise<BonusSummary> {
  const [row] = await db
    .select({
      balance: sql<number>`coalesce(sum(${memberBonusGrants.amount}), 0)`.mapWith(Number),
      required: sql<number>`coalesce(sum(${memberBonusGrants.required}), 0)`.mapWith(Number),
      wagered: sql<number>`coalesce(sum(${memberBonusGrants.wagered}), 0)`.mapWith(Number),
    })
    .from(memberBonusGrants)
    .where(and(eq(memberBonusGrants.memberId, memberId), eq(memberBonusGrants.status, 'active')));
  return { balance: row?.balance ?? 0, required: row?.required ?? 0, wagered: row?.wagered ?? 0 };
}
