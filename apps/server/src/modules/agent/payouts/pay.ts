import type { ContractKind } from '@app/contracts';
import type { Db, DbOrTx } from '@/db/client.js';
import { createMovements } from '../../wallet/index.js';
import { createPayoutsRepository, type PayoutRow } from './payouts.repository.js';

/** The ledger kind of a payout's movement, and the house account a top agent is paid from. */
export const PAYOUT_LEDGER_KIND: Record<ContractKind, string> = {
  daily_salary: 'agent_salary',
  hourly_salary: 'agent_salary',
  dividend: 'agent_dividend',
};
const HOUSE_OF = {
  daily_salary: 'house_agent_salary',
  hourly_salary: 'house_agent_salary',
  dividend: 'house_agent_dividend',
} as const;

/**
 * The key of a payment of `payout`: `<kind>:<contract>:<period>` for the first, and for a later
 * payment of what was owed the amount paid before it too, so each payment has one key and a
 * retry of it can only replay it.
 */
export const paymentKey = (payout: Pick<PayoutRow, 'kind' | 'contractId' | 'periodKey' | 'paid'>) =>
  `${payout.kind}:${payout.contractId}:${payout.periodKey}${payout.paid > 0 ? `:${payout.paid}` : ''}`;

export type Paid = { payoutId: number; amount: number; owed: number };

/**
 * Pays what is left of one payout, in the caller's transaction and under the payout's row lock:
 * the house pays a top agent in full; an upline pays from its own cash as much as it has (it owes
 * the rest). `first`: the engine's payment, made once (a payout it paid before is left alone);
 * otherwise the upline paying what it owes. One ledger movement, under paymentKey.
 */
export async function payPayout(tx: DbOrTx, payoutId: number, first: boolean): Promise<Paid> {
  const repo = createPayoutsRepository(tx);
  const payout = await repo.lockPayout(payoutId);
  if (!payout) throw new Error(`payout ${payoutId}: not found`);
  const left = payout.due - payout.paid;
  if ((first && payout.paidAt !== null) || left <= 0) {
    if (payout.paidAt === null) await repo.markPaid(payoutId, payout.paid);
    return { payoutId, amount: 0, owed: Math.max(left, 0) };
  }
  const movements = createMovements(tx);
  const kind = payout.kind as ContractKind;
  const to = { merchantId: payout.merchantId, memberId: payout.downlineId };
  const input = {
    key: paymentKey(payout),
    kind: PAYOUT_LEDGER_KIND[kind],
    memo: `${kind} ${payout.periodKey}`,
  };
  let amount = left;
  if (payout.uplineId === null) {
    await movements.grant(to, {
      ...input,
      amountMinor: BigInt(amount),
      from: HOUSE_OF[kind],
      wagering: 'none',
    });
  } else {
    const from = { merchantId: payout.merchantId, memberId: payout.uplineId };
    amount = Math.min(left, Number(await movements.cashBalance(from)));
    if (amount > 0) await movements.transfer(from, to, { ...input, amountMinor: BigInt(amount) });
  }
  await repo.markPaid(payoutId, payout.paid + amount);
  return { payoutId, amount, owed: left - amount };
}

/**
 * The upline pays what it owes (every payout it paid in part, oldest first, or just `payoutId`),
 * each in a transaction of its own, as far as its cash goes. Answers what it paid and still owes.
 */
export async function payOwed(
  db: Db,
  uplineId: number,
  payoutId?: number,
): Promise<{ paid: number; stillOwed: number }> {
  const owed = (await createPayoutsRepository(db).owedBy(uplineId)).filter(
    (row) => payoutId === undefined || row.id === payoutId,
  );
  let paid = 0;
  let stillOwed = 0;
  for (const { id } of owed) {
    const done = await db.transaction((tx) => payPayout(tx, id, false));
    paid += done.amount;
    stillOwed += done.owed;
  }
  return { paid, stillOwed };
}
