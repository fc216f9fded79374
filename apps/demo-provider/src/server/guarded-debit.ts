import type { WalletOk, WalletRefusal } from '@app/contracts';
import type { Settlement, WalletCall } from './settlement.js';
import { WalletUnreachable, type DebitBody, type WalletClient } from './wallet-client.js';

/** Why a debit did not happen, as the page is told: the operator refused it, or was not reached. */
export type DebitFailure =
  { status: 'REFUSED'; code: WalletRefusal['code']; message: string } | { status: 'UNAVAILABLE' };

/**
 * Debits `body` with its rollback `cancel` journaled first, under the debit's transaction id
 * (settlement.ts): a debit whose answer is lost is rolled back at once, and a refused one has
 * nothing to undo (its guard released). The operator's answer, or why there is none.
 */
export async function guardedDebit(
  { wallet, settlement }: { wallet: WalletClient; settlement: Settlement },
  body: DebitBody,
  cancel: WalletCall,
): Promise<WalletOk | DebitFailure> {
  settlement.guard(body.transactionId, cancel);
  let answer;
  try {
    answer = await wallet.debit(body);
  } catch (error) {
    await settlement.deliver(body.transactionId, cancel);
    if (!(error instanceof WalletUnreachable)) throw error;
    return { status: 'UNAVAILABLE' };
  }
  if (answer.status === 'ERROR') {
    settlement.release(body.transactionId);
    return { status: 'REFUSED', code: answer.code, message: answer.message };
  }
  return answer;
}
