import { randomUUID } from 'node:crypto';
import type { Rng } from '../engines/engine.js';
import {
  act,
  deal,
  view,
  type BlackjackAction,
  type BlackjackState,
  type BlackjackView,
} from '../engines/tables/blackjack.js';
import { guardedDebit } from './guarded-debit.js';
import type { RoundAnswer } from './instant-round.js';
import type { PlaySession } from './sessions.js';
import type { Settlement, WalletCall } from './settlement.js';
import type { WalletClient } from './wallet-client.js';

/**
 * A hand in play, kept by the provider between the player's decisions, with the transaction ids of
 * its debits (their rollbacks are guarded until the credit that ends the round replaces them) and
 * when the player last acted on it.
 */
type Hand = { roundId: string; state: BlackjackState; debits: string[]; at: number };

/**
 * A hand the player has not acted on for this long is abandoned: the provider ends it by refunding
 * its stakes (the rollbacks guarded for its debits, delivered through the outbox), as a restart
 * does with a round it never finished. A refund rather than standing for the player: no decision
 * is made in their name, and a session dropped idle (sessions.ts, 2 h) leaves no stake held.
 */
export const ABANDONED_HAND_MS = 30 * 60_000;

/** What the page is told of a hand: as it may see it (the hole card hidden) and the balance. */
export type HandAnswer =
  | Exclude<RoundAnswer<never>, { status: 'OK' }>
  | { status: 'BUSY' }
  | { status: 'OK'; hand: BlackjackView; balance: number; pending: boolean };

/**
 * Blackjack over the seamless wallet: the deal debits the bet, a double debits the second stake
 * under the same round (a transaction id of its own at each attempt: a double whose answer was
 * lost is cancelled, and tapped again is a new debit, not a repeat the operator would answer with
 * the first answer), and the credit that ends the round pays the hand (0 for a loss). The hand
 * lives with the player's session between requests; one at a time. `sweep` refunds the hands left
 * unfinished for ABANDONED_HAND_MS (the plugin calls it on a clock).
 */
export function createBlackjackTable(deps: {
  wallet: WalletClient;
  settlement: Settlement;
  rng: Rng;
  now?: () => number;
}) {
  const { wallet, settlement, rng } = deps;
  const now = deps.now ?? Date.now;
  const hands = new Map<PlaySession, Hand>();

  /** The rollback that undoes the debit `transactionId` of a hand. */
  const cancelOf = (session: PlaySession, roundId: string, transactionId: string): WalletCall => ({
    action: 'rollback',
    body: {
      playerId: session.playerId,
      roundId,
      transactionId: `${transactionId}:cancel`,
      refTransactionId: transactionId,
    },
  });

  /** Ends a hand left unfinished past ABANDONED_HAND_MS: each of its stakes refunded. */
  function expire(session: PlaySession, hand: Hand): boolean {
    if (session.busy || now() - hand.at < ABANDONED_HAND_MS) return false;
    hands.delete(session);
    for (const debitId of hand.debits) {
      void settlement.deliver(debitId, cancelOf(session, hand.roundId, debitId)).then((answer) => {
        if (answer?.status === 'OK') session.balance = answer.balance;
      });
    }
    return true;
  }

  /** The player's hand in play, unless it was abandoned (then refunded, and none). */
  const handOf = (session: PlaySession): Hand | undefined => {
    const hand = hands.get(session);
    return hand && !expire(session, hand) ? hand : undefined;
  };

  /**
   * Debits `amount` for the hand, its rollback guarded first; a refusal or a lost call as the
   * page's answer, else undefined.
   */
  async function take(
    session: PlaySession,
    roundId: string,
    transactionId: string,
    amount: number,
  ) {
    const answer = await guardedDebit(
      { wallet, settlement },
      {
        playerId: session.playerId,
        sessionToken: session.sessionToken,
        gameId: session.gameId,
        roundId,
        transactionId,
        amount,
      },
      cancelOf(session, roundId, transactionId),
    );
    if (answer.status !== 'OK') return answer;
    session.balance = answer.balance;
    return undefined;
  }

  /** The hand as the page sees it; a finished one is paid and forgotten. */
  async function answer(session: PlaySession, hand: Hand): Promise<HandAnswer> {
    if (hand.state.phase === 'player') {
      hands.set(session, hand);
      return { status: 'OK', hand: view(hand.state), balance: session.balance, pending: false };
    }
    hands.delete(session);
    const win = hand.state.win;
    const creditId = `${hand.roundId}:win`;
    const credit = await settlement.deliver(
      creditId,
      {
        action: 'credit',
        body: {
          playerId: session.playerId,
          gameId: session.gameId,
          roundId: hand.roundId,
          transactionId: creditId,
          amount: win,
          roundEnded: true,
        },
      },
      hand.debits,
    );
    session.balance = credit?.status === 'OK' ? credit.balance : session.balance + win;
    const pending = credit?.status !== 'OK';
    return { status: 'OK', hand: view(hand.state), balance: session.balance, pending };
  }

  return {
    /** The hand still in play, if any (a page opened again picks it up). */
    current: (session: PlaySession): BlackjackView | null => {
      const hand = handOf(session);
      return hand ? view(hand.state) : null;
    },

    /** Refunds every hand left unfinished for ABANDONED_HAND_MS since its last action. */
    sweep(): void {
      for (const [session, hand] of hands) expire(session, hand);
    },

    async deal(session: PlaySession, stake: number): Promise<HandAnswer> {
      if (handOf(session)) return { status: 'BUSY' };
      let state;
      try {
        state = deal(stake, rng);
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
        return { status: 'INVALID_BET', message: error.message };
      }
      const roundId = randomUUID();
      const debitId = `${roundId}:bet`;
      const refused = await take(session, roundId, debitId, stake);
      return refused ?? answer(session, { roundId, state, debits: [debitId], at: now() });
    },

    async act(session: PlaySession, action: BlackjackAction): Promise<HandAnswer> {
      const hand = handOf(session);
      if (!hand || hand.state.phase !== 'player') {
        return { status: 'INVALID_BET', message: 'no hand in play' };
      }
      hand.at = now();
      let state;
      try {
        state = act(hand.state, action, rng);
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
        return { status: 'INVALID_BET', message: error.message };
      }
      const debits = [...hand.debits];
      if (action === 'double') {
        // Its own id at each attempt: a double cancelled (its answer lost) may be tapped again.
        const debitId = `${hand.roundId}:double:${randomUUID()}`;
        const refused = await take(session, hand.roundId, debitId, hand.state.stake);
        if (refused) return refused;
        debits.push(debitId);
      }
      return answer(session, { roundId: hand.roundId, state, debits, at: now() });
    },
  };
}

export type BlackjackTable = ReturnType<typeof createBlackjackTable>;
