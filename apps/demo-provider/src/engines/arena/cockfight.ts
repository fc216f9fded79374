import type { Rng } from '../engine.js';
import { checkBets, spotIn, type SpotBet, type SpotInfo } from '../tables/bets.js';

/**
 * Sabong, a shared round. Before betting closes each fight publishes its odds: Meron (the
 * favourite, the side with more bets) and Wala pay from their chances so that a bet on either
 * returns ~95 %, counting the refund on a draw; the draw pays a fixed 8:1, as at the cockpit, and
 * with a 6 % chance returns only 54 % (published as such, not hidden in the headline RTP).
 */
export type CockfightSpot = 'meron' | 'wala' | 'draw';

/** A fight as published. Chances and pays are in basis points so draws and payouts stay exact. */
export type Fight = {
  number: number;
  /** Chance of each result, in 1/10,000, summing to 10,000. */
  chance: Record<CockfightSpot, number>;
  /** What 1 staked returns on a win (stake included), in 1/10,000: 18936 = 0.8936:1. */
  pays: Record<CockfightSpot, number>;
};
export type CockfightResult = {
  fight: Fight;
  winner: CockfightSpot;
  /** How long the fight lasted, in seconds, for the animation. */
  seconds: number;
};

export const TARGET_RTP = 0.95;
export const DRAW_CHANCE = 600;
const DRAW_PAYS = 90_000;
const BASIS = 10_000;

const NAMES: Record<CockfightSpot, { ty: string; en: string }> = {
  meron: { ty: 'Meron', en: 'Meron (favourite)' },
  wala: { ty: 'Wala', en: 'Wala (underdog)' },
  draw: { ty: 'Tabla', en: 'Draw' },
};

/** What a win pays so that, with the draw refunded, the side returns at most TARGET_RTP. */
function paysFor(chance: number): number {
  return Math.floor((BASIS * (TARGET_RTP * BASIS - DRAW_CHANCE)) / chance);
}

/**
 * Opens fight `number`: Meron's share of the decided fights is 50–65 % (the matchmaking's
 * estimate), the rest is Wala's; pays follow from the chances.
 */
export function openFight(number: number, rng: Rng): Fight {
  const decided = BASIS - DRAW_CHANCE;
  const meron = Math.round((decided * (50 + rng.int(16))) / 100);
  const wala = decided - meron;
  return {
    number,
    chance: { meron, wala, draw: DRAW_CHANCE },
    pays: { meron: paysFor(meron), wala: paysFor(wala), draw: DRAW_PAYS },
  };
}

/** A spot's exact RTP in this fight (a lost Meron/Wala bet is refunded on a draw). */
export function spotRtp(fight: Fight, spot: CockfightSpot): number {
  const refund = spot === 'draw' ? 0 : fight.chance.draw * BASIS;
  return (fight.chance[spot] * fight.pays[spot] + refund) / (BASIS * BASIS);
}

const format = (pays: number): string => `${((pays - BASIS) / BASIS).toFixed(4)}:1`;

/** The fight's betting board: each spot's odds, RTP and names. */
export function spotsFor(fight: Fight): SpotInfo<CockfightSpot>[] {
  return (['meron', 'wala', 'draw'] as const).map((spot) => ({
    spot,
    odds: spot === 'draw' ? '8:1' : format(fight.pays[spot]),
    rtp: spotRtp(fight, spot),
    name: NAMES[spot],
  }));
}

/** The fight's result, drawn from its published chances. */
export function draw(rng: Rng, fight: Fight): CockfightResult {
  const roll = rng.int(BASIS);
  const winner =
    roll < fight.chance.meron
      ? 'meron'
      : roll < fight.chance.meron + fight.chance.wala
        ? 'wala'
        : 'draw';
  return { fight, winner, seconds: 10 + rng.int(110) };
}

const isCockfightSpot = spotIn<CockfightSpot>(['meron', 'wala', 'draw']);

/** What one bet returns, floored to a whole minor unit (the house keeps the fraction). */
export function betWin(spot: CockfightSpot, stake: number, result: CockfightResult): number {
  if (result.winner === 'draw' && spot !== 'draw') return stake;
  if (result.winner !== spot) return 0;
  return Math.floor((stake * result.fight.pays[spot]) / BASIS);
}

/** A player's total win on the fight. */
export function settle(bets: readonly SpotBet[], result: CockfightResult): number {
  return checkBets(bets, isCockfightSpot).reduce(
    (sum, { spot, stake }) => sum + betWin(spot, stake, result),
    0,
  );
}

export const cockfight = {
  id: 'sabong',
  name: { ty: 'Sabong', en: 'Cockfight' },
  rtp: TARGET_RTP,
  openFight,
  spotsFor,
  draw,
  settle,
};
