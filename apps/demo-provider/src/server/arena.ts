import { randomBytes, randomUUID } from 'node:crypto';
import type { Rng } from '../engines/engine.js';
import type { SpotBet } from '../engines/tables/bets.js';
import type { ArenaKind } from './arena-kinds.js';
import { guardedDebit } from './guarded-debit.js';
import type { PlaySession } from './sessions.js';
import type { Settlement, WalletCall } from './settlement.js';
import type { WalletClient } from './wallet-client.js';

/** A player's bets on a round, and the transaction ids of the debits that took them. */
type Seat = { session: PlaySession; bets: SpotBet[]; debits: string[]; win: number | null };

type Round = {
  /** The provider's round id at the operator: unique across tables and restarts. */
  id: string;
  number: number;
  opensAt: number;
  closesAt: number;
  endsAt: number;
  setup: unknown;
  result: unknown;
  seats: Map<string, Seat>;
  /** Its seats have been paid: a debit answered after that is rolled back. */
  paid: boolean;
};

export type ArenaState = {
  engine: string;
  phase: 'betting' | 'playing';
  round: number;
  now: number;
  closesAt: number;
  endsAt: number;
  spots: unknown;
  setup: unknown;
  /** Shown once betting has closed. */
  result: unknown;
  history: unknown[];
  mine: { bets: SpotBet[]; win: number | null } | null;
  /** The round before, with this player's win, while the next one is open. */
  last: { result: unknown; mine: { bets: SpotBet[]; win: number | null } | null } | null;
};

const HISTORY = 12;
const MIN_SPOT_STAKE = 100;
const MAX_SPOT_STAKE = 100_000;

/**
 * One table of a shared-round game: rounds follow each other on the clock (betting, then the round
 * plays out), one result is drawn for everyone when betting closes, and every player with bets is
 * paid by one credit when the round ends (0 for a loss). Bets are debited as they are placed, under
 * the round's id; a debit whose answer is lost is rolled back. Each debit's rollback is journaled
 * before it is sent and the seat's credit replaces them all (settlement.ts): a round a stop leaves
 * unpaid has each of its bets refunded at the next start.
 */
export function createArenaTable(deps: {
  kind: ArenaKind;
  wallet: WalletClient;
  settlement: Settlement;
  rng: Rng;
  now?: () => number;
}) {
  const { kind, wallet, settlement, rng } = deps;
  const now = deps.now ?? Date.now;
  const epoch = randomBytes(4).toString('hex');
  const period = kind.bettingMs + kind.playMs;
  const history: unknown[] = [];
  let last: Round | undefined;
  let round = openRound(Math.floor(now() / period));

  function openRound(number: number): Round {
    const opensAt = number * period;
    return {
      id: `${kind.engine}-${epoch}-${number}`,
      number,
      opensAt,
      closesAt: opensAt + kind.bettingMs,
      endsAt: opensAt + period,
      setup: kind.open(number, rng),
      result: null,
      seats: new Map(),
      paid: false,
    };
  }

  /**
   * Pays one seat of a round that has its result: one credit, 0 for a loss, in place of the
   * guarded rollbacks of the seat's debits.
   */
  function paySeat(finished: Round, playerId: string, seat: Seat): void {
    const win = kind.settle(seat.bets, finished.result);
    seat.win = win;
    const creditId = `${finished.id}:${playerId}:win`;
    const credit: WalletCall = {
      action: 'credit',
      body: {
        playerId,
        gameId: seat.session.gameId,
        roundId: finished.id,
        transactionId: creditId,
        amount: win,
        roundEnded: true,
      },
    };
    void settlement.deliver(creditId, credit, seat.debits).then((answer) => {
      if (answer?.status === 'OK') seat.session.balance = answer.balance;
    });
  }

  /** Pays every seat of a finished round. */
  function pay(finished: Round): void {
    finished.result ??= kind.draw(rng, finished.setup);
    finished.paid = true;
    for (const [playerId, seat] of finished.seats) paySeat(finished, playerId, seat);
    history.unshift(finished.result);
    history.length = Math.min(history.length, HISTORY);
  }

  /** Moves the table to the clock: draws when betting closes, pays and opens when a round ends. */
  function tick(): void {
    const at = now();
    if (round.result === null && at >= round.closesAt) round.result = kind.draw(rng, round.setup);
    if (at >= round.endsAt) {
      pay(round);
      last = round;
      round = openRound(Math.floor(at / period));
    }
  }

  const mineOf = (of: Round | undefined, playerId: string) => {
    const seat = of?.seats.get(playerId);
    return seat ? { bets: seat.bets, win: seat.win } : null;
  };

  return {
    tick,
    /** Whether anyone has bet on the round in play (an idle table may be dropped between rounds). */
    get busy() {
      return round.seats.size > 0;
    },

    state(session: PlaySession): ArenaState {
      tick();
      const betting = now() < round.closesAt;
      return {
        engine: kind.engine,
        phase: betting ? 'betting' : 'playing',
        round: round.number,
        now: now(),
        closesAt: round.closesAt,
        endsAt: round.endsAt,
        spots: kind.spots(round.setup),
        setup: round.setup,
        result: betting ? null : round.result,
        history,
        mine: mineOf(round, session.playerId),
        last: last ? { result: last.result, mine: mineOf(last, session.playerId) } : null,
      };
    },

    /** Adds bets to the player's seat while betting is open; each placement is one debit. */
    async bet(session: PlaySession, bets: SpotBet[]) {
      tick();
      const open = round;
      if (now() >= open.closesAt) return { status: 'CLOSED' } as const;
      const known = new Set(kind.spots(open.setup).map((info) => info.spot));
      const seat = open.seats.get(session.playerId);
      const all = [...(seat?.bets ?? []), ...bets];
      const takes = (bet: SpotBet) =>
        known.has(bet.spot) &&
        Number.isSafeInteger(bet.stake) &&
        bet.stake >= MIN_SPOT_STAKE &&
        bet.stake <= MAX_SPOT_STAKE;
      if (bets.length === 0 || all.length > 20 || !bets.every(takes)) {
        const message = `1 to 20 bets, each on a spot of this round, ${MIN_SPOT_STAKE} to ${MAX_SPOT_STAKE}`;
        return { status: 'INVALID_BET', message } as const;
      }
      const amount = bets.reduce((sum, bet) => sum + bet.stake, 0);
      const transactionId = `${open.id}:${randomUUID()}`;
      const cancel: WalletCall = {
        action: 'rollback',
        body: {
          playerId: session.playerId,
          roundId: open.id,
          transactionId: `${transactionId}:cancel`,
          refTransactionId: transactionId,
        },
      };
      // Journaled before the debit: if this round is never paid, the next start refunds the bet.
      const answer = await guardedDebit(
        { wallet, settlement },
        {
          playerId: session.playerId,
          sessionToken: session.sessionToken,
          gameId: session.gameId,
          roundId: open.id,
          transactionId,
          amount,
        },
        cancel,
      );
      if (answer.status !== 'OK') return answer;
      if (open.paid) {
        // Answered after its round was paid (a wallet call slower than the round's play): refunded.
        const refund = await settlement.deliver(transactionId, cancel);
        if (refund?.status === 'OK') session.balance = refund.balance;
        return { status: 'CLOSED' } as const;
      }
      session.balance = answer.balance;
      // The debit is in: the bets stand on the round they were placed in, even if betting closed
      // since.
      const current = open.seats.get(session.playerId);
      if (current) {
        current.bets.push(...bets);
        current.debits.push(transactionId);
      } else {
        const seat = { session, bets: [...bets], debits: [transactionId], win: null };
        open.seats.set(session.playerId, seat);
      }
      return { status: 'OK', balance: answer.balance, bets: all } as const;
    },
  };
}

export type ArenaTable = ReturnType<typeof createArenaTable>;
