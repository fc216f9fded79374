import type { InstantEngine, Rng } from '../engine.js';
import { withPays, type PaytableEntry, type PaytableVariant } from './paytable.js';
import { assertStake, type StakeRange } from './stake.js';

/**
 * A 5x3 "243 ways" gem slot with cascades. A symbol pays when it (or a wild) stands anywhere on
 * reels 1, 2 and 3 (then 4, 5): one way per combination of such cells. Winning cells burst, the
 * rest fall, new gems drop in from the top, and the grid pays again, with a rising multiplier,
 * until it shows no win. Every cell is an independent weighted draw, so a refill needs no strips.
 */
export type CascadeSymbol =
  'wild' | 'diamond' | 'ruby' | 'emerald' | 'sapphire' | 'amethyst' | 'topaz' | 'pearl';

/** Pays in coins per way for 3, 4 and 5 reels; the stake buys `CASCADE_COINS` coins. */
export type CascadePaytableEntry = PaytableEntry<CascadeSymbol, Record<3 | 4 | 5, number>>;

export const CASCADE_PAYTABLE: readonly CascadePaytableEntry[] = [
  // The wild pays only as the gem it stands in for.
  { symbol: 'wild', names: { ty: 'Wild', en: 'Wild' }, pays: { 3: 0, 4: 0, 5: 0 } },
  { symbol: 'diamond', names: { ty: 'Diyamante', en: 'Diamond' }, pays: { 3: 29, 4: 37, 5: 49 } },
  { symbol: 'ruby', names: { ty: 'Rubi', en: 'Ruby' }, pays: { 3: 20, 4: 25, 5: 33 } },
  { symbol: 'emerald', names: { ty: 'Esmeralda', en: 'Emerald' }, pays: { 3: 15, 4: 18, 5: 25 } },
  { symbol: 'sapphire', names: { ty: 'Sapiro', en: 'Sapphire' }, pays: { 3: 11, 4: 14, 5: 16 } },
  { symbol: 'amethyst', names: { ty: 'Ametista', en: 'Amethyst' }, pays: { 3: 9, 4: 11, 5: 13 } },
  { symbol: 'topaz', names: { ty: 'Topasyo', en: 'Topaz' }, pays: { 3: 7, 4: 9, 5: 11 } },
  { symbol: 'pearl', names: { ty: 'Perlas', en: 'Pearl' }, pays: { 3: 6, 4: 7, 5: 8 } },
];

/** Draw weights of a cell. The wild lands on reels 2 to 4 only, so it never starts a way alone. */
export const CASCADE_WEIGHTS: Readonly<Record<CascadeSymbol, number>> = {
  wild: 2,
  diamond: 4,
  ruby: 6,
  emerald: 8,
  sapphire: 10,
  amethyst: 12,
  topaz: 14,
  pearl: 16,
};

export const CASCADE_REELS = 5;
export const CASCADE_ROWS = 3;
/** The stake is this many coins, so it must be a multiple of it for coin wins to stay whole. */
export const CASCADE_COINS = 20;
/** The win multiplier of the first grid, then of each cascade after it (the last one repeats). */
export const CASCADE_MULTIPLIERS: readonly number[] = [1, 1, 1, 2];
/** A round ends after this many paid grids; reaching it is far rarer than any RTP digit. */
export const CASCADE_MAX_STEPS = 50;

export const CASCADE_STAKE: StakeRange = { min: 200, max: 100_000, step: CASCADE_COINS };

export type CascadeBet = { stake: number };

/** One symbol's ways on one grid: the cells that burst and what they pay. */
export type CascadeWayWin = {
  symbol: CascadeSymbol;
  reels: 3 | 4 | 5;
  ways: number;
  /** `[reel, row]` of every cell in the win, wilds included. */
  positions: [number, number][];
  win: number;
};

export type CascadeStep = {
  /** `grid[reel][row]`, row 0 on top, as it stands before its wins burst. */
  grid: CascadeSymbol[][];
  multiplier: number;
  /** Empty on the last step: the grid the round ends on. */
  wins: CascadeWayWin[];
  win: number;
};

export type CascadeOutcome = { steps: CascadeStep[] };

/** The paytable's entries that pay: all but the wild, which pays only as what it stands for. */
const payingOf = (paytable: readonly CascadePaytableEntry[]) =>
  paytable.filter((entry) => entry.symbol !== 'wild');
const PAYING = payingOf(CASCADE_PAYTABLE);

/** Whether the wild can land on a reel (reels 2 to 4 only). */
const wildOn = (reel: number): boolean => reel > 0 && reel < CASCADE_REELS - 1;

function drawTable(withWild: boolean): {
  symbols: CascadeSymbol[];
  weights: number[];
  total: number;
} {
  const entries = CASCADE_PAYTABLE.filter((entry) => withWild || entry.symbol !== 'wild');
  const weights = entries.map((entry) => CASCADE_WEIGHTS[entry.symbol]);
  return {
    symbols: entries.map((entry) => entry.symbol),
    weights,
    total: weights.reduce((sum, weight) => sum + weight, 0),
  };
}
const TABLES = [drawTable(false), drawTable(true)] as const;

/** The draw table of a reel: symbols, their weights and the weights' sum. */
export const cascadeDrawTable = (reel: number) => TABLES[wildOn(reel) ? 1 : 0];

function drawSymbol(reel: number, rng: Rng): CascadeSymbol {
  const { symbols, weights, total } = cascadeDrawTable(reel);
  let ticket = rng.int(total);
  for (let index = 0; index < symbols.length; index++) {
    ticket -= weights[index] ?? 0;
    if (ticket < 0) return symbols[index] ?? 'pearl';
  }
  return 'pearl';
}

/** A grid's ways wins, each paid `coinValue × coins per way × ways × multiplier`. */
export function cascadeWins(
  grid: readonly (readonly CascadeSymbol[])[],
  coinValue: number,
  multiplier: number,
  paying: readonly CascadePaytableEntry[] = PAYING,
): CascadeWayWin[] {
  const wins: CascadeWayWin[] = [];
  for (const { symbol, pays } of paying) {
    let ways = 1;
    let reels = 0;
    for (const column of grid) {
      let matches = 0;
      for (const cell of column) if (cell === symbol || cell === 'wild') matches++;
      if (matches === 0) break;
      ways *= matches;
      reels++;
    }
    if (reels < 3) continue;
    const positions: [number, number][] = [];
    for (let reel = 0; reel < reels; reel++) {
      grid[reel]?.forEach((cell, row) => {
        if (cell === symbol || cell === 'wild') positions.push([reel, row]);
      });
    }
    const win = coinValue * pays[reels as 3 | 4 | 5] * ways * multiplier;
    wins.push({ symbol, reels: reels as 3 | 4 | 5, ways, positions, win });
  }
  return wins;
}

/** Bursts the winning cells: the rest fall to the bottom, new symbols fill each reel from the top. */
export function tumble(
  grid: readonly (readonly CascadeSymbol[])[],
  wins: readonly CascadeWayWin[],
  rng: Rng,
): CascadeSymbol[][] {
  const burst = grid.map(() => 0); // a bit per row, per reel
  for (const win of wins) {
    for (const [reel, row] of win.positions) burst[reel] = (burst[reel] ?? 0) | (1 << row);
  }
  return grid.map((column, reel) => {
    const kept = column.filter((_, row) => ((burst[reel] ?? 0) & (1 << row)) === 0);
    const fallen: CascadeSymbol[] = [];
    while (fallen.length + kept.length < column.length) fallen.push(drawSymbol(reel, rng));
    return fallen.concat(kept);
  });
}

/** A fresh grid, reel by reel, top to bottom. */
function drawGrid(rng: Rng): CascadeSymbol[][] {
  const grid: CascadeSymbol[][] = [];
  for (let reel = 0; reel < CASCADE_REELS; reel++) {
    const column: CascadeSymbol[] = [];
    for (let row = 0; row < CASCADE_ROWS; row++) column.push(drawSymbol(reel, rng));
    grid.push(column);
  }
  return grid;
}

/**
 * A paytable of the slot with its cascade multipliers. Estimated, not exact: cascades resist
 * enumeration, so each RTP is the mean of tens of millions of seeded rounds (standard error at
 * most 0.00025) and cascade.test.ts checks it over a million more; the first grid alone is exact.
 */
/** What the game page is given: the gems' pays and the cascade's multipliers. */
export type CascadePaytable = {
  symbols: readonly CascadePaytableEntry[];
  multipliers: readonly number[];
};

export type CascadeVariant = PaytableVariant<CascadePaytableEntry> & {
  /** The win multiplier of the first grid, then of each cascade after it (the last repeats). */
  multipliers: readonly number[];
};

export function createCascade(variant: CascadeVariant): InstantEngine<CascadeBet, CascadeOutcome> {
  const paying = payingOf(variant.paytable);
  const { multipliers } = variant;
  return {
    id: 'cascade',
    rtp: variant.rtp,
    play({ stake }: CascadeBet, rng: Rng) {
      assertStake(stake, CASCADE_STAKE);
      const coinValue = stake / CASCADE_COINS;
      let grid = drawGrid(rng);
      const steps: CascadeStep[] = [];
      let total = 0;
      for (let index = 0; ; index++) {
        const multiplier = multipliers[Math.min(index, multipliers.length - 1)] ?? 1;
        const wins = cascadeWins(grid, coinValue, multiplier, paying);
        const win = wins.reduce((sum, way) => sum + way.win, 0);
        steps.push({ grid, multiplier, wins, win });
        total += win;
        if (wins.length === 0 || index === CASCADE_MAX_STEPS - 1) break;
        grid = tumble(grid, wins, rng);
      }
      return { outcome: { steps }, win: total };
    },
  };
}

export const CASCADE_VARIANTS: readonly CascadeVariant[] = [
  {
    // 0.96191 over seeds 1001 and 2002.
    id: 'gems',
    names: { ty: 'Hiyas', en: 'Gems' },
    paytable: CASCADE_PAYTABLE,
    multipliers: CASCADE_MULTIPLIERS,
    rtp: 0.9619,
  },
  {
    // Lower pays, a steeper ladder (×2 on the third grid, ×3 from the fourth): fewer, longer wins.
    // 0.96606 over 40,000,000 rounds (seeds 1001, 2002; standard error 0.00024).
    id: 'rain',
    names: { ty: 'Ulan ng Hiyas', en: 'Gem Rain' },
    paytable: withPays(CASCADE_PAYTABLE, {
      wild: { 3: 0, 4: 0, 5: 0 },
      diamond: { 3: 30, 4: 40, 5: 60 },
      ruby: { 3: 20, 4: 25, 5: 35 },
      emerald: { 3: 14, 4: 17, 5: 24 },
      sapphire: { 3: 9, 4: 12, 5: 15 },
      amethyst: { 3: 8, 4: 10, 5: 12 },
      topaz: { 3: 6, 4: 8, 5: 10 },
      pearl: { 3: 5, 4: 6, 5: 7 },
    }),
    multipliers: [1, 1, 2, 3],
    rtp: 0.9661,
  },
];

/** The standard gem slot. */
export const cascade = createCascade(CASCADE_VARIANTS[0] as CascadeVariant);
