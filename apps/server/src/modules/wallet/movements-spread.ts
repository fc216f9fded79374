import type { DbOrTx } from '@/db/client.js';
import { createLedgerRepository } from './ledger.repository.js';
import type { Posting } from './ledger.service.js';
import type { Moved } from './movement-types.js';
import { createTurnoverRepository } from './turnover.repository.js';

/** One receiver of a one-to-many transfer, with the turnover they owe on it. */
export type Payee = { memberId: number; amountMinor: bigint; turnoverMinor?: number };

export type SpreadInput = { key: string; kind: string; memo?: string };

/** What movements.ts lends: the cash account of a member (created on first use) and its post. */
type SpreadDeps = {
  cashAccount: (memberId: number) => Promise<number>;
  post: (postings: Posting[], payerCash: number) => Promise<Moved>;
};

/**
 * A payer's cash → several members' cash as ONE balanced ledger transaction (an agent's red
 * envelope rain): the payer's posting is the sum of the shares. Cash accounts are created in
 * member order, as `transfer` creates its two, so it cannot deadlock with them; the post locks
 * every account in id order and refuses it (wallet.insufficient) when the payer's cash cannot
 * cover the sum. A replay adds no turnover. Answers the payer's movement and each payee's cash.
 */
export async function spreadCash(
  tx: DbOrTx,
  deps: SpreadDeps,
  payerId: number,
  payees: readonly Payee[],
): Promise<Moved & { toBalances: Map<number, bigint> }> {
  if (payees.length === 0) throw new Error('wallet: a spread needs a payee');
  const ids = new Set(payees.map((payee) => payee.memberId));
  if (ids.size !== payees.length) throw new Error('wallet: a payee is named twice');
  if (ids.has(payerId)) throw new Error('wallet: the payer cannot be a payee');
  const accounts = new Map<number, number>();
  for (const memberId of [payerId, ...ids].sort((a, b) => a - b)) {
    accounts.set(memberId, await deps.cashAccount(memberId));
  }
  const accountOf = (memberId: number) => accounts.get(memberId) as number;
  let total = 0n;
  const postings: Posting[] = payees.map(({ memberId, amountMinor }) => {
    if (amountMinor <= 0n) throw new Error('wallet: the amount must be positive');
    total += amountMinor;
    return { accountId: accountOf(memberId), amount: amountMinor };
  });
  postings.push({ accountId: accountOf(payerId), amount: -total });
  const moved = await deps.post(postings, accountOf(payerId));
  if (!moved.replayed) {
    const turnover = createTurnoverRepository(tx);
    for (const payee of [...payees].sort((a, b) => a.memberId - b.memberId)) {
      if ((payee.turnoverMinor ?? 0) > 0)
        await turnover.require(payee.memberId, payee.turnoverMinor ?? 0);
    }
  }
  const rows = await createLedgerRepository(tx).balancesOf(
    payees.map((p) => accountOf(p.memberId)),
  );
  const byAccount = new Map(rows.map((row) => [row.id, row.balance]));
  const toBalances = new Map(
    payees.map((p) => [p.memberId, byAccount.get(accountOf(p.memberId)) ?? 0n] as const),
  );
  return { ...moved, toBalances };
}
