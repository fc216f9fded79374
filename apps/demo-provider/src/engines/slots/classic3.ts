import type { InstantEngine, Rng } from '../engine.js';
import { withPays, type PaytableEntry, type PaytableVariant } from './paytable.js';
import { spinReels, stripOf } from './reels.js';
import { assertStake, type StakeRange } from './stake.js';

/**
 * A classic fruit machine: three reels, one payline across the middle row. Three of a kind pays
 * (the wild stands in for any symbol), and cherries pay on their own wherever they land on the line.
 */
export type Classic3Symbol =
  'cherry' | 'lemon' | 'orange' | 'plum' | 'bell' | 'bar' | 'seven' | 'wild';

/** Pays as multiples of the stake, by how many of the symbol stand on the line. */
export type Classic3PaytableEntry = PaytableEntry<
  Classic3Symbol,
  Partial<Record<1 | 2 | 3, number>>
>;

export const CLASSIC3_PAYTABLE: readonly Classic3PaytableEntry[] = [
  { symbol: 'wild', names: { ty: 'Wild', en: 'Wild' }, pays: { 3: 100 } },
  { symbol: 'seven', names: { ty: 'Pito', en: 'Seven' }, pays: { 3: 50 } },
  { symbol: 'bar', names: { ty: 'Bar', en: 'Bar' }, pays: { 3: 20 } },
  { symbol: 'bell', names: { ty: 'Kampana', en: 'Bell' }, pays: { 3: 10 } },
  { symbol: 'plum', names: { ty: 'Sirwelas', en: 'Plum' }, pays: { 3: 7 } },
  { symbol: 'orange', names: { ty: 'Dalandan', en: 'Orange' }, pays: { 3: 5 } },
  { symbol: 'lemon', names: { ty: 'Limon', en: 'Lemon' }, pays: { 3: 4 } },
  { symbol: 'cherry', names: { ty: 'Seresa', en: 'Cherry' }, pays: { 1: 2, 2: 5, 3: 10 } },
];

// One letter per symbol, so that a whole strip reads as a line.
const LEGEND: Record<string, Classic3Symbol> = {
  W: 'wild',
  S: 'seven',
  B: 'bar',
  L: 'bell',
  P: 'plum',
  O: 'orange',
  M: 'lemon',
  C: 'cherry',
};

/** The three reel strips, 32 stops each; the RTP test enumerates all 32³ stop combinations. */
export const CLASSIC3_REELS: readonly (readonly Classic3Symbol[])[] = [
  stripOf('C M O B M P C L M O S M P C O L M W O P M C B O M L P C O M P O', LEGEND),
  stripOf('M O C P L M O B P M O S L C M P O W M O L P C M B O P M L O M P', LEGEND),
  stripOf('O M P C L O M B P O M L S O P M W O C L P M O B M P O L M O P M', LEGEND),
];

export const CLASSIC3_STAKE: StakeRange = { min: 100, max: 100_000, step: 1 };

export type Classic3Bet = { stake: number };

export type Classic3Outcome = {
  /** The strip index on the top row of each reel. */
  stops: number[];
  /** `grid[reel][row]`, three rows; the payline is row 1. */
  grid: Classic3Symbol[][];
  /** What the line paid, or null: `count` of `symbol` (wilds included for three of a kind). */
  pay: { symbol: Classic3Symbol; count: 1 | 2 | 3; multiplier: number } | null;
};

/** A paytable of the machine; its RTP exact over all 32³ stop combinations (classic3.test.ts). */
export type Classic3Variant = PaytableVariant<Classic3PaytableEntry>;

/** The line's pay under `paytable`, as a multiple of the stake: three of a kind, else cherries. */
export function classic3Payer(paytable: readonly Classic3PaytableEntry[]) {
  const pays = new Map(paytable.map((entry) => [entry.symbol, entry.pays]));
  return (line: readonly Classic3Symbol[]): Classic3Outcome['pay'] => {
    const natural = line.filter((symbol) => symbol !== 'wild');
    const first = natural[0] ?? 'wild';
    if (natural.every((symbol) => symbol === first)) {
      const multiplier = pays.get(first)?.[3];
      if (multiplier) return { symbol: first, count: 3, multiplier };
    }
    const cherries = natural.filter((symbol) => symbol === 'cherry').length;
    if (cherries === 1 || cherries === 2) {
      const multiplier = pays.get('cherry')?.[cherries];
      if (multiplier) return { symbol: 'cherry', count: cherries, multiplier };
    }
    return null;
  };
}

/** The standard machine's line pay. */
export const classic3LinePay = classic3Payer(CLASSIC3_PAYTABLE);

export function createClassic3(
  variant: Classic3Variant,
): InstantEngine<Classic3Bet, Classic3Outcome> {
  const linePay = classic3Payer(variant.paytable);
  return {
    id: 'classic3',
    rtp: variant.rtp,
    play({ stake }: Classic3Bet, rng: Rng) {
      assertStake(stake, CLASSIC3_STAKE);
      const { stops, grid } = spinReels(CLASSIC3_REELS, 3, rng);
      const pay = linePay(grid.map((rows) => rows[1] ?? 'wild'));
      return { outcome: { stops, grid, pay }, win: pay ? stake * pay.multiplier : 0 };
    },
  };
}

export const CLASSIC3_VARIANTS: readonly Classic3Variant[] = [
  // 31,535 / 32,768.
  { id: 'fruits', names: { ty: 'Prutas', en: 'Fruits' }, paytable: CLASSIC3_PAYTABLE, rtp: 0.9624 },
  {
    // 31,424 / 32,768: bigger tops (wild 250, seven 100, bar 30); two cherries pay 4, not 5.
    id: 'hot7',
    names: { ty: 'Mainit na Pito', en: 'Hot Sevens' },
    paytable: withPays(CLASSIC3_PAYTABLE, {
      wild: { 3: 250 },
      seven: { 3: 100 },
      bar: { 3: 30 },
      bell: { 3: 10 },
      plum: { 3: 7 },
      orange: { 3: 5 },
      lemon: { 3: 4 },
      cherry: { 1: 2, 2: 4, 3: 10 },
    }),
    rtp: 0.959,
  },
];

/** The standard machine (fruits). */
export const classic3 = createClassic3(CLASSIC3_VARIANTS[0] as Classic3Variant);
