import { isTrialType } from '@app/contracts';
import type { DbOrTx } from '@/db/client.js';
import { createLedgerService, MEMBER_CASH, type HouseKind } from '../wallet/index.js';

/**
 * The house side of lottery bets. A free-trial account's play money wins and loses against its
 * own house accounts; each kind is spread over HOUSE_SHARDS accounts by member, so concurrent bets
 * of different members do not all queue on one row lock.
 */
export const HOUSE_SHARDS = 8;
export const houseKindOf = (memberId: number, memberType: number): HouseKind =>
  `${isTrialType(memberType) ? 'house_lottery_trial' : 'house_lottery'}_${memberId % HOUSE_SHARDS}`;

export type Movement = {
  merchantId: number;
  memberId: number;
  currency: string;
  /** Unique per movement: the same key twice is one movement (ledger_transactions). */
  idempotencyKey: string;
  kind: 'lottery_stake' | 'lottery_payout' | 'lottery_refund';
  memo: string;
  /** What each house account gives or takes, in minor units (positive). */
  parts: { houseKind: string; amount: number }[];
};

/**
 * One ledger transaction between a member's cash and house accounts, on the caller's database
 * transaction: `toHouse` (a stake; refused with wallet.insufficient when the balance cannot cover
 * it) or `toMember` (a payout or refund). Answers the ledger transaction's id.
 */
export async function moveMoney(
  tx: DbOrTx,
  direction: 'toHouse' | 'toMember',
  movement: Movement,
): Promise<number> {
  const ledger = createLedgerService({ db: tx });
  const { merchantId, memberId, currency } = movement;
  const sign = direction === 'toHouse' ? 1n : -1n;
  const member = await ledger.ensureAccount(tx, {
    merchantId,
    memberId,
    kind: MEMBER_CASH,
    currency,
  });
  const byHouse = new Map<string, bigint>();
  for (const { houseKind, amount } of movement.parts) {
    byHouse.set(houseKind, (byHouse.get(houseKind) ?? 0n) + BigInt(amount));
  }
  const postings = [];
  let total = 0n;
  for (const [kind, amount] of byHouse) {
    const house = await ledger.ensureAccount(tx, { merchantId, memberId: null, kind, currency });
    postings.push({ accountId: house, amount: sign * amount });
    total += amount;
  }
  postings.push({ accountId: member, amount: -sign * total });
  const { transactionId } = await ledger.post({
    merchantId,
    idempotencyKey: movement.idempotencyKey,
    kind: movement.kind,
    memo: movement.memo,
    postings,
  });
  return transactionId;
}
