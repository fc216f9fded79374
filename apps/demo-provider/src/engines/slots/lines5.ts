import type { InstantEngine, Rng } from '../engine.js';
import { withPays, type PaytableEntry, type PaytableVariant } from './paytable.js';
import { spinReels, stripOf } from './reels.js';
import { assertStake, type StakeRange } from './stake.js';

/**
 * A five-reel, three-row video slot with ten fixed lines. The stake is split evenly over the
 * lines, so it must be a multiple of ten and every line win is a whole number of minor units.
 * Lines pay left to right from the first reel; the sun is wild for every symbol and pays itself.
 */
export type Lines5Symbol =
  'sun' | 'pearl' | 'jeepney' | 'carabao' | 'pineapple' | 'banana' | 'coconut' | 'mango';

/** Pays as multiples of the line bet for 3, 4 and 5 in a row. */
export type Lines5PaytableEntry = PaytableEntry<Lines5Symbol, Record<3 | 4 | 5, number>>;

export const LINES5_PAYTABLE: readonly Lines5PaytableEntry[] = [
  {
    symbol: 'sun',
    names: { ty: 'Araw (Wild)', en: 'Sun (Wild)' },
    pays: { 3: 50, 4: 150, 5: 750 },
  },
  { symbol: 'pearl', names: { ty: 'Perlas', en: 'Pearl' }, pays: { 3: 45, 4: 120, 5: 400 } },
  { symbol: 'jeepney', names: { ty: 'Dyip', en: 'Jeepney' }, pays: { 3: 32, 4: 80, 5: 250 } },
  { symbol: 'carabao', names: { ty: 'Kalabaw', en: 'Carabao' }, pays: { 3: 27, 4: 60, 5: 150 } },
  { symbol: 'pineapple', names: { ty: 'Pinya', en: 'Pineapple' }, pays: { 3: 16, 4: 30, 5: 80 } },
  { symbol: 'banana', names: { ty: 'Saging', en: 'Banana' }, pays: { 3: 13, 4: 25, 5: 60 } },
  { symbol: 'coconut', names: { ty: 'Niyog', en: 'Coconut' }, pays: { 3: 11, 4: 20, 5: 50 } },
  { symbol: 'mango', names: { ty: 'Mangga', en: 'Mango' }, pays: { 3: 9, 4: 15, 5: 40 } },
];

// One letter per symbol, so that a whole strip reads as a line.
const LEGEND: Record<string, Lines5Symbol> = {
  W: 'sun',
  P: 'pearl',
  J: 'jeepney',
  K: 'carabao',
  A: 'pineapple',
  B: 'banana',
  N: 'coconut',
  M: 'mango',
};

/** Five reel strips. Reels are independent, so the exact RTP follows from each strip's counts. */
export const LINES5_REELS: readonly (readonly Lines5Symbol[])[] = [
  stripOf('N M A B A W K M N K M N K M N M N B J M P B A N K B A J B M P M J A N B', LEGEND),
  stripOf('A M K B M K B M A B J B N W K N B N A N B N W J K A M N M A N P M J M P M', LEGEND),
  stripOf('J B K B N A M B N M N M K M A J M P N M W A K N J N B N A P M B A B M K W', LEGEND),
  stripOf('N M N M A J N B K N M J A N M P M B P B J M B K B M B N A W N W A K M K A', LEGEND),
  stripOf('N M B P A J M P N A B N J K N B A K B N A M A M N K M N W K M B M W J M B', LEGEND),
];

/** The ten lines: the row (0 top) each one crosses on reels 1 to 5. */
export const LINES5_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

export const LINES5_STAKE: StakeRange = { min: 100, max: 100_000, step: LINES5_LINES.length };

export type Lines5Bet = { stake: number };

/** One line's win: `count` symbols from reel 1 along `LINES5_LINES[line]`. */
export type Lines5LineWin = {
  line: number;
  symbol: Lines5Symbol;
  count: 3 | 4 | 5;
  multiplier: number;
  win: number;
};

export type Lines5Outcome = {
  /** The strip index on the top row of each reel. */
  stops: number[];
  /** `grid[reel][row]`, three rows. */
  grid: Lines5Symbol[][];
  lineWins: Lines5LineWin[];
};

/** A paytable of the slot; its RTP exact, each line seeing independent symbols (lines5.test.ts). */
export type Lines5Variant = PaytableVariant<Lines5PaytableEntry>;

type LinePay = { symbol: Lines5Symbol; count: 3 | 4 | 5; multiplier: number } | null;

/**
 * The best left-to-right pay of five symbols under `paytable`, as a multiple of the line bet: the
 * first natural symbol with the wilds around it, or the leading wilds alone when they pay more.
 */
export function lines5Payer(paytable: readonly Lines5PaytableEntry[]) {
  const pays = new Map(paytable.map((entry) => [entry.symbol, entry.pays]));
  const payFor = (symbol: Lines5Symbol, count: number): number =>
    count >= 3 ? (pays.get(symbol)?.[count as 3 | 4 | 5] ?? 0) : 0;
  return (symbols: readonly Lines5Symbol[]): LinePay => {
    let wilds = 0;
    while (wilds < symbols.length && symbols[wilds] === 'sun') wilds++;
    const symbol = symbols[wilds] ?? 'sun';
    let count = wilds;
    while (count < symbols.length && (symbols[count] === symbol || symbols[count] === 'sun')) {
      count++;
    }
    const natural = payFor(symbol, count);
    const wild = payFor('sun', wilds);
    if (natural === 0 && wild === 0) return null;
    return wild > natural
      ? { symbol: 'sun', count: wilds as 3 | 4 | 5, multiplier: wild }
      : { symbol, count: count as 3 | 4 | 5, multiplier: natural };
  };
}

/** The standard slot's line pay. */
export const lines5LinePay = lines5Payer(LINES5_PAYTABLE);

/** Every paying line of a grid under `linePay`, each paid in whole minor units of `lineBet`. */
export function lines5LineWins(
  grid: readonly (readonly Lines5Symbol[])[],
  lineBet: number,
  linePay: (symbols: readonly Lines5Symbol[]) => LinePay = lines5LinePay,
) {
  const wins: Lines5LineWin[] = [];
  LINES5_LINES.forEach((rows, line) => {
    const pay = linePay(rows.map((row, reel) => grid[reel]?.[row] ?? 'sun'));
    if (pay) wins.push({ line, ...pay, win: lineBet * pay.multiplier });
  });
  return wins;
}

export function createLines5(variant: Lines5Variant): InstantEngine<Lines5Bet, Lines5Outcome> {
  const linePay = lines5Payer(variant.paytable);
  return {
    id: 'lines5',
    rtp: variant.rtp,
    play({ stake }: Lines5Bet, rng: Rng) {
      assertStake(stake, LINES5_STAKE);
      const { stops, grid } = spinReels(LINES5_REELS, 3, rng);
      const lineWins = lines5LineWins(grid, stake / LINES5_LINES.length, linePay);
      const win = lineWins.reduce((sum, w) => sum + w.win, 0);
      return { outcome: { stops, grid, lineWins }, win };
    },
  };
}

export const LINES5_VARIANTS: readonly Lines5Variant[] = [
  { id: 'fiesta', names: { ty: 'Pista', en: 'Fiesta' }, paytable: LINES5_PAYTABLE, rtp: 0.9585 },
  {
    // Five suns pay 2,000 line bets (not 750), the other fives more; the threes of the top and
    // fruits a little less.
    id: 'jackpot',
    names: { ty: 'Jackpot ng Araw', en: 'Sun Jackpot' },
    paytable: withPays(LINES5_PAYTABLE, {
      sun: { 3: 40, 4: 200, 5: 2000 },
      pearl: { 3: 40, 4: 150, 5: 800 },
      jeepney: { 3: 30, 4: 100, 5: 400 },
      carabao: { 3: 25, 4: 70, 5: 200 },
      pineapple: { 3: 15, 4: 30, 5: 80 },
      banana: { 3: 12, 4: 25, 5: 60 },
      coconut: { 3: 11, 4: 20, 5: 50 },
      mango: { 3: 9, 4: 15, 5: 40 },
    }),
    rtp: 0.9604,
  },
];

/** The standard slot (fiesta). */
export const lines5 = createLines5(LINES5_VARIANTS[0] as Lines5Variant);
