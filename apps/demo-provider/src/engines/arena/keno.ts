import type { Rng } from '../engine.js';
import { checkBets, spotIn, type SpotBet, type SpotInfo } from '../tables/bets.js';

/**
 * Keno quick draw, a shared round: every round the server draws 20 distinct balls from 1–80 for
 * the whole table, and the bets are on their sum (210–1410, symmetric about 810): Big (over 810),
 * Small (under 810), Odd, Even, and the four Big/Small × Odd/Even combinations. A sum of exactly
 * 810 (chance 0.4396 %) loses Big, Small and the combinations, as the rules publish.
 */
export const BALLS = 80;
export const DRAWN = 20;
/** The middle sum: Big is above it, Small below, both lose on it. */
export const MIDDLE = 810;

export type KenoSpot =
  'big' | 'small' | 'odd' | 'even' | 'big_odd' | 'big_even' | 'small_odd' | 'small_even';
export type KenoResult = {
  /** The balls in the order they were drawn, for the animation. */
  balls: number[];
  sum: number;
  /** Every spot the sum wins. */
  winners: KenoSpot[];
};

/** Every spot returns at most this, and within 0.05 % of it (checked in the test). */
export const TARGET_RTP = 0.96;
/** Pays are in 1/1,000 of the stake. */
const BASIS = 1_000;

/**
 * What 1 staked returns on a win (stake included), in 1/1,000: the most that keeps the spot at
 * or under TARGET_RTP, from the exact distribution of the sum (20 of 80 without replacement,
 * counted by dynamic programming in the test). P(Big) = P(Small) = 0.497802, P(Odd) =
 * 0.49999999988, so Even, which holds 810, is 0.50000000012, and the even combinations 0.247802.
 */
const PAYS: Record<KenoSpot, number> = {
  big: 1_928,
  small: 1_928,
  odd: 1_920,
  even: 1_919,
  big_odd: 3_840,
  big_even: 3_874,
  small_odd: 3_840,
  small_even: 3_874,
};

/** The exact RTPs of the pays above, floored to the sixth decimal (never overstated). */
const RTPS: Record<KenoSpot, number> = {
  big: 0.959761,
  small: 0.959761,
  odd: 0.959999,
  even: 0.9595,
  big_odd: 0.959999,
  big_even: 0.959984,
  small_odd: 0.959999,
  small_even: 0.959984,
};

const NAMES: Record<KenoSpot, { ty: string; en: string }> = {
  big: { ty: 'Malaki', en: 'Big' },
  small: { ty: 'Maliit', en: 'Small' },
  odd: { ty: 'Gansal', en: 'Odd' },
  even: { ty: 'Pares', en: 'Even' },
  big_odd: { ty: 'Malaki Gansal', en: 'Big Odd' },
  big_even: { ty: 'Malaki Pares', en: 'Big Even' },
  small_odd: { ty: 'Maliit Gansal', en: 'Small Odd' },
  small_even: { ty: 'Maliit Pares', en: 'Small Even' },
};

const ORDER: readonly KenoSpot[] = [
  'big',
  'small',
  'odd',
  'even',
  'big_odd',
  'big_even',
  'small_odd',
  'small_even',
];

/** What a spot's win pays, in 1/1,000 of the stake (stake included). */
export const paysOf = (spot: KenoSpot): number => PAYS[spot];

/** The board: each spot's odds as the felt prints them (0.928:1), its RTP and names. */
export const KENO_SPOTS: SpotInfo<KenoSpot>[] = ORDER.map((spot) => ({
  spot,
  odds: `${((PAYS[spot] - BASIS) / BASIS).toFixed(3)}:1`,
  rtp: RTPS[spot],
  name: NAMES[spot],
}));

/** The best spot's RTP, the game's headline. */
export const KENO_RTP = Math.max(...KENO_SPOTS.map((info) => info.rtp));

/** The spots a sum wins: Big or Small (neither on 810), Odd or Even, and their combination. */
export function winnersOf(sum: number): KenoSpot[] {
  const parity = sum % 2 === 1 ? 'odd' : 'even';
  if (sum === MIDDLE) return [parity];
  const size = sum > MIDDLE ? 'big' : 'small';
  return [size, parity, `${size}_${parity}`];
}

/** The round's 20 balls, drawn without replacement (a partial Fisher–Yates shuffle of 1–80). */
export function draw(rng: Rng): KenoResult {
  const pool = Array.from({ length: BALLS }, (_, i) => i + 1);
  const balls: number[] = [];
  for (let i = 0; i < DRAWN; i++) {
    const pick = i + rng.int(BALLS - i);
    const ball = pool[pick] as number;
    pool[pick] = pool[i] as number;
    pool[i] = ball;
    balls.push(ball);
  }
  const sum = balls.reduce((total, ball) => total + ball, 0);
  return { balls, sum, winners: winnersOf(sum) };
}

const isKenoSpot = spotIn<KenoSpot>(ORDER);

/** What one bet returns, floored to a whole minor unit (the house keeps the fraction). */
export function betWin(spot: KenoSpot, stake: number, result: KenoResult): number {
  if (!result.winners.includes(spot)) return 0;
  return Math.floor((stake * PAYS[spot]) / BASIS);
}

/** A player's total win on the round. */
export function settle(bets: readonly SpotBet[], result: KenoResult): number {
  return checkBets(bets, isKenoSpot).reduce(
    (sum, { spot, stake }) => sum + betWin(spot, stake, result),
    0,
  );
}

export const keno = {
  id: 'keno',
  name: { ty: 'Keno Quick Draw', en: 'Keno Quick Draw' },
  rtp: KENO_RTP,
  spots: KENO_SPOTS,
  draw,
  settle,
};
