import type { InstantEngine } from '../engine.js';
import type { PaytableVariant } from '../slots/paytable.js';
import {
  checkBets,
  spotIn,
  totalWin,
  type SettledBet,
  type SpotInfo,
  type TableBet,
} from './bets.js';

/**
 * Single-zero roulette. Every spot returns 36/37 of its stakes: the zero is the house's only edge,
 * so each spot's payout is 36 / (numbers covered) − 1. The French table adds La Partage: on 0 the
 * even-money bets lose only half their stake, so they return (36 + ½)/37 = 73/74.
 */
const REDS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type RouletteSpot =
  | `straight:${number}`
  | 'red'
  | 'black'
  | 'odd'
  | 'even'
  | 'low'
  | 'high'
  | `dozen:${1 | 2 | 3}`
  | `column:${1 | 2 | 3}`;
export type RouletteBet = TableBet<RouletteSpot>;
export type RouletteColor = 'red' | 'black' | 'green';
export type RouletteOutcome = {
  number: number;
  color: RouletteColor;
  bets: SettledBet<RouletteSpot>[];
};

export function colorOf(number: number): RouletteColor {
  if (number === 0) return 'green';
  return REDS.has(number) ? 'red' : 'black';
}

const OUTSIDE: [RouletteSpot, (n: number) => boolean, { ty: string; en: string }][] = [
  ['red', (n) => colorOf(n) === 'red', { ty: 'Pula', en: 'Red' }],
  ['black', (n) => colorOf(n) === 'black', { ty: 'Itim', en: 'Black' }],
  ['odd', (n) => n % 2 === 1, { ty: 'Gansal', en: 'Odd' }],
  ['even', (n) => n !== 0 && n % 2 === 0, { ty: 'Pares', en: 'Even' }],
  ['low', (n) => n >= 1 && n <= 18, { ty: '1–18', en: 'Low 1–18' }],
  ['high', (n) => n >= 19, { ty: '19–36', en: 'High 19–36' }],
  ...([1, 2, 3] as const).map(
    (d): [RouletteSpot, (n: number) => boolean, { ty: string; en: string }] => [
      `dozen:${d}`,
      (n) => n !== 0 && Math.ceil(n / 12) === d,
      { ty: `Ika-${d} dosena`, en: `Dozen ${d}` },
    ],
  ),
  ...([1, 2, 3] as const).map(
    (c): [RouletteSpot, (n: number) => boolean, { ty: string; en: string }] => [
      `column:${c}`,
      (n) => n !== 0 && ((n - 1) % 3) + 1 === c,
      { ty: `Ika-${c} hanay`, en: `Column ${c}` },
    ],
  ),
];

const NUMBERS = Array.from({ length: 37 }, (_, n) => n);

/** The numbers a spot covers. */
export function coveredBy(spot: RouletteSpot): number[] {
  if (spot.startsWith('straight:')) return [Number(spot.slice('straight:'.length))];
  const outside = OUTSIDE.find(([name]) => name === spot);
  return outside ? NUMBERS.filter(outside[1]) : [];
}

/** The even-money spots: La Partage gives half of their stake back when the ball lands on 0. */
export const EVEN_MONEY: readonly RouletteSpot[] = ['red', 'black', 'odd', 'even', 'low', 'high'];

/**
 * A paytable of the wheel: its spots as the felt shows them (odds, exact RTP, names, and the rule
 * a spot has beyond its odds), and whether La Partage applies. `rtp` is the table's headline: its
 * best bet's (every spot's 36/37 on the European wheel; the even-money 73/74 on the French).
 */
export type RouletteVariant = PaytableVariant<SpotInfo<RouletteSpot>> & { laPartage: boolean };

const LA_PARTAGE = {
  ty: 'La Partage: babalik ang kalahati ng taya sa even-money kapag 0',
  en: 'La Partage: half of an even-money bet back on 0',
};

/** A spot's exact RTP, over the 37 numbers: 36/37, or (36 + ½)/37 = 73/74 under La Partage. */
export function rouletteSpotRtp(spot: RouletteSpot, laPartage: boolean): number {
  return laPartage && EVEN_MONEY.includes(spot) ? 73 / 74 : 36 / 37;
}

/** Every spot on the felt with its payout (36/covered − 1 to 1) and exact RTP. */
function spotsOf(laPartage: boolean): SpotInfo<RouletteSpot>[] {
  return [
    ...NUMBERS.map((n): SpotInfo<RouletteSpot> => ({
      spot: `straight:${n}`,
      odds: '35:1',
      rtp: 36 / 37,
      name: { ty: `Numero ${n}`, en: `Number ${n}` },
    })),
    ...OUTSIDE.map(([spot, , name]): SpotInfo<RouletteSpot> => ({
      spot,
      odds: `${36 / coveredBy(spot).length - 1}:1`,
      rtp: rouletteSpotRtp(spot, laPartage),
      name,
      ...(laPartage && EVEN_MONEY.includes(spot) ? { rule: LA_PARTAGE } : {}),
    })),
  ];
}

/** The European wheel's spots: every one returns exactly 36/37. */
export const ROULETTE_SPOTS: SpotInfo<RouletteSpot>[] = spotsOf(false);

const isRouletteSpot = spotIn(ROULETTE_SPOTS.map((info) => info.spot));
const COVERED = new Map(ROULETTE_SPOTS.map(({ spot }) => [spot, new Set(coveredBy(spot))]));

/**
 * Settles bets against a number: a covered spot returns stake × 36 / (numbers covered). Under La
 * Partage an even-money bet returns half its stake on 0, floored to a whole minor unit (the house
 * keeps the odd unit of an odd stake: even stakes return exactly 73/74).
 */
export function settleRoulette(
  bet: RouletteBet,
  number: number,
  laPartage = false,
): SettledBet<RouletteSpot>[] {
  return checkBets(bet.bets, isRouletteSpot).map(({ spot, stake }) => {
    const covered = COVERED.get(spot) ?? new Set<number>();
    if (covered.has(number)) return { spot, stake, win: (stake * 36) / covered.size };
    const halfBack = laPartage && number === 0 && EVEN_MONEY.includes(spot);
    return { spot, stake, win: halfBack ? Math.floor(stake / 2) : 0 };
  });
}

export const ROULETTE_VARIANTS: readonly RouletteVariant[] = [
  {
    id: 'european',
    names: { ty: 'Europeo', en: 'European' },
    paytable: ROULETTE_SPOTS,
    rtp: 36 / 37,
    laPartage: false,
  },
  {
    // Even-money spots 73/74 ≈ 98.65 %, every other spot 36/37 ≈ 97.30 %.
    id: 'french',
    names: { ty: 'Pranses (La Partage)', en: 'French (La Partage)' },
    paytable: spotsOf(true),
    rtp: 73 / 74,
    laPartage: true,
  },
];

/** The wheel dealt with one of its paytables. */
export function createRoulette(
  variant: RouletteVariant,
): InstantEngine<RouletteBet, RouletteOutcome> {
  return {
    id: variant.laPartage ? 'roulette-fr' : 'roulette-eu',
    rtp: variant.rtp,
    play(bet, rng) {
      const number = rng.int(37);
      const bets = settleRoulette(bet, number, variant.laPartage);
      return { outcome: { number, color: colorOf(number), bets }, win: totalWin(bets) };
    },
  };
}

/** The European wheel. */
export const roulette = createRoulette(ROULETTE_VARIANTS[0] as RouletteVariant);
