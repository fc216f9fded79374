import type { PlaySession } from './sessions.js';
import type { SeamlessErrorCode, WalletOk, WalletRefusal } from '@app/contracts';
import { WalletUnreachable, type WalletClient } from './wallet-client.js';

type Call = { action: string; body: Record<string, unknown> };
type Action = 'debit' | 'credit' | 'rollback';

/** What happens to the next calls: lost on the way, answered but the answer lost, or refused. */
type Fault =
  | { kind: 'lost'; n: number; action?: Action | undefined }
  | { kind: 'answer-lost'; n: number; action?: Action | undefined }
  | { kind: 'refused'; n: number; action: Action; code: SeamlessErrorCode };

/**
 * An operator's wallet in memory for the provider's tests: one balance per player, each
 * transaction id applied once, and calls that can be made to fail on their way (`lose`), lose
 * their answer after they were applied (`loseAnswers`) or be refused (`refuse`). As the operator
 * does: a round is settled by its credit (then a rollback or a credit of it is refused
 * ROUND_CLOSED), and a rollback that comes before its debit makes that debit refused.
 */
export function fakeWallet(balance = 10_000) {
  const calls: Call[] = [];
  const seen = new Map<string, WalletOk | WalletRefusal>();
  const settled = new Set<string>();
  let cash = balance;
  let faults: Fault[] = [];
  const ok = (): WalletOk => ({ status: 'OK', balance: cash, currency: 'PHP' });
  const refusal = (code: SeamlessErrorCode): WalletRefusal => ({
    status: 'ERROR',
    code,
    message: code,
  });
  const roundOf = (body: { playerId: unknown; roundId: unknown }) =>
    `${String(body.playerId)}:${String(body.roundId)}`;
  /** The fault the next call of `action` meets, if any (counted down). */
  const faultOf = (action: Action) => {
    const fault = faults.find((one) => one.n > 0 && (!one.action || one.action === action));
    if (!fault) return undefined;
    fault.n -= 1;
    faults = faults.filter((one) => one.n > 0);
    return fault;
  };
  /** Runs a money call as the operator does: a refusal moves and records nothing. */
  const apply = (
    action: Action,
    body: { transactionId: string },
    move: () => WalletOk | WalletRefusal,
  ) => {
    calls.push({ action, body });
    const fault = faultOf(action);
    if (fault?.kind === 'lost') throw new WalletUnreachable('lost on the way');
    if (fault?.kind === 'refused') return refusal(fault.code);
    let answer = seen.get(body.transactionId);
    if (!answer) {
      answer = move();
      if (answer.status === 'OK') seen.set(body.transactionId, answer);
    }
    if (fault?.kind === 'answer-lost') throw new WalletUnreachable('answer lost on the way');
    return answer;
  };
  const rolledBack = new Set<string>();
  const client: WalletClient = {
    authenticate: async () => {
      throw new Error('not used');
    },
    balance: async () => ok(),
    debit: async (body) =>
      apply('debit', body, () => {
        if (rolledBack.has(body.transactionId)) return refusal('TRANSACTION_ROLLED_BACK');
        if (settled.has(roundOf(body))) return refusal('ROUND_CLOSED');
        if (body.amount > cash) {
          return { status: 'ERROR', code: 'INSUFFICIENT_FUNDS', message: 'Insufficient balance' };
        }
        cash -= body.amount;
        return ok();
      }),
    credit: async (body) =>
      apply('credit', body, () => {
        if (settled.has(roundOf(body))) return refusal('ROUND_CLOSED');
        if (body.roundEnded) settled.add(roundOf(body));
        cash += body.amount;
        return ok();
      }),
    rollback: async (body) =>
      apply('rollback', body, () => {
        const debit = calls.find(
          (call) => call.action === 'debit' && call.body.transactionId === body.refTransactionId,
        );
        const taken = seen.get(body.refTransactionId)?.status === 'OK';
        if (taken && !rolledBack.has(body.refTransactionId)) {
          if (settled.has(roundOf(body))) return refusal('ROUND_CLOSED');
          cash += Number(debit?.body.amount);
        }
        rolledBack.add(body.refTransactionId);
        return ok();
      }),
  };
  return {
    client,
    calls,
    cash: () => cash,
    /** The next `n` calls (of `action`, else any) fail on their way: the operator never sees them. */
    lose: (n: number, action?: Action) => {
      faults = [{ kind: 'lost', n, action }];
    },
    /** The next `n` calls (of `action`, else any) are applied, but their answer is lost. */
    loseAnswers: (n: number, action?: Action) => {
      faults.push({ kind: 'answer-lost', n, action });
    },
    /** The next `n` calls of `action` are refused with `code`, and move nothing. */
    refuse: (n: number, action: Action, code: SeamlessErrorCode) => {
      faults.push({ kind: 'refused', n, action, code });
    },
  };
}

/** A player's play session at the provider, as the operator's authenticate call gives it. */
export const testSession = (playerId = '7'): PlaySession => ({
  playerId,
  sessionToken: 'session',
  nickname: 'Juan',
  language: 'EN',
  currency: 'PHP',
  trial: false,
  gameId: 'spx_001',
  gameType: 'SLOTS',
  gameName: 'Jeepney Gold',
  backUrl: '/m/home',
  balance: 10_000,
  busy: false,
  lastSeen: 0,
});
