import { randomUUID } from 'node:crypto';
import type { Rng } from '../engines/engine.js';
import { guardedDebit, type DebitFailure } from './guarded-debit.js';
import type { PlaySession } from './sessions.js';
import type { Settlement, WalletCall } from './settlement.js';
import type { WalletClient } from './wallet-client.js';

/** What the game page is told of a round. */
export type RoundAnswer<Outcome> =
  | {
      status: 'OK';
      outcome: Outcome;
      stake: number;
      win: number;
      balance: number;
      pending: boolean;
    }
  | DebitFailure
  | { status: 'INVALID_BET'; message: string };

/**
 * One round of an instant game: the engine decides, the stake is debited (the operator may
 * refuse it: then nothing happened), and the win is credited, ending the round (a credit of 0
 * for a loss). A debit whose answer is lost is rolled back (the operator keeps a rollback that
 * comes first, and refuses that debit if it arrives later); a lost credit is retried until it
 * lands, and the page shows the balance it will bring. The debit's rollback is journaled before it
 * is sent and the credit replaces it (settlement.ts): a stop in between refunds the stake at the
 * next start.
 */
export async function playInstantRound<Outcome>(input: {
  wallet: WalletClient;
  settlement: Settlement;
  session: PlaySession;
  stake: number;
  decide: (rng: Rng) => { outcome: Outcome; win: number };
  rng: Rng;
}): Promise<RoundAnswer<Outcome>> {
  const { wallet, settlement, session, stake } = input;
  // The engine decides first: a bet it cannot take is refused before any money moves.
  let decided;
  try {
    decided = input.decide(input.rng);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return { status: 'INVALID_BET', message: error.message };
  }
  const { outcome, win } = decided;
  const roundId = randomUUID();
  const debitId = `${roundId}:bet`;
  const { playerId, gameId } = session;
  const cancel: WalletCall = {
    action: 'rollback',
    body: { playerId, roundId, transactionId: `${roundId}:cancel`, refTransactionId: debitId },
  };
  // Journaled before the debit: if this round never gets to its credit, the next start refunds.
  const debit = await guardedDebit(
    { wallet, settlement },
    {
      playerId,
      sessionToken: session.sessionToken,
      gameId,
      roundId,
      transactionId: debitId,
      amount: stake,
    },
    cancel,
  );
  if (debit.status !== 'OK') return debit;
  const credit = await settlement.deliver(debitId, {
    action: 'credit',
    body: {
      playerId,
      gameId,
      roundId,
      transactionId: `${roundId}:win`,
      amount: win,
      roundEnded: true,
    },
  });
  const balance = credit?.status === 'OK' ? credit.balance : debit.balance + win;
  session.balance = balance;
  return { status: 'OK', outcome, stake, win, balance, pending: credit?.status !== 'OK' };
}
