import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.js';
import {
  LINES5_LINES,
  LINES5_PAYTABLE,
  LINES5_REELS,
  LINES5_STAKE,
  type Lines5Symbol,
  LINES5_VARIANTS,
  createLines5,
  lines5,
  lines5LinePay,
  lines5Payer,
  type Lines5Variant,
} from './lines5.js';
import { symbolAt, symbolWeights } from './reels.js';
import { simulate } from './simulate.js';

/** Every line sees one symbol per reel, each independently distributed as its strip's counts. */
function exactRtp(variant: Lines5Variant): number {
  const linePay = lines5Payer(variant.paytable);
  const weights = LINES5_REELS.map((strip) => [...symbolWeights(strip)]);
  let paid = 0; // Σ combinations × multiplier, an exact integer
  const visit = (reel: number, symbols: Lines5Symbol[], combinations: number): void => {
    const choices = weights[reel];
    if (!choices) {
      paid += combinations * (linePay(symbols)?.multiplier ?? 0);
      return;
    }
    for (const [symbol, count] of choices)
      visit(reel + 1, [...symbols, symbol], combinations * count);
  };
  visit(0, [], 1);
  return paid / LINES5_REELS.reduce((product, strip) => product * strip.length, 1);
}

describe('five-reel line slot', () => {
  it('publishes the exact RTP of its strips, for each paytable', () => {
    expect(LINES5_VARIANTS.map((variant) => [variant.id, exactRtp(variant)])).toEqual([
      ['fiesta', 64_670_008 / 67_469_796],
      ['jackpot', expect.closeTo(0.960366, 6)],
    ]);
    for (const variant of LINES5_VARIANTS) {
      expect(variant.rtp).toBe(Math.round(exactRtp(variant) * 1e4) / 1e4);
    }
    expect(lines5.rtp).toBe(LINES5_VARIANTS[0]?.rtp);
  });

  it('returns its RTP over a million seeded spins, for each paytable', () => {
    for (const variant of LINES5_VARIANTS) {
      const run = simulate(createLines5(variant), () => ({ stake: 100 }), 1_000_000, 20261129);
      expect(Math.abs(run.rtp - variant.rtp)).toBeLessThanOrEqual(0.005);
      expect(run.stdev).toBeLessThan(5);
    }
  });

  it('pays the lines the grid shows, in whole minor units', () => {
    const pays = new Map(LINES5_PAYTABLE.map((entry) => [entry.symbol, entry.pays]));
    const rng = seededRng(5);
    for (let round = 0; round < 2_000; round++) {
      const stake = 100 + 10 * round;
      const { outcome, win } = lines5.play({ stake }, rng);
      outcome.grid.forEach((rows, reel) => {
        const strip = LINES5_REELS[reel] ?? [];
        rows.forEach((symbol, row) =>
          expect(symbol).toBe(symbolAt(strip, (outcome.stops[reel] ?? 0) + row)),
        );
      });
      for (const lineWin of outcome.lineWins) {
        const symbols = (LINES5_LINES[lineWin.line] ?? []).map(
          (row, reel) => outcome.grid[reel]?.[row],
        );
        const run = symbols.slice(0, lineWin.count);
        expect(run.every((s) => s === lineWin.symbol || s === 'sun')).toBe(true);
        expect(lineWin.multiplier).toBe(pays.get(lineWin.symbol)?.[lineWin.count]);
        expect(lineWin.win).toBe((stake / LINES5_LINES.length) * lineWin.multiplier);
        expect(Number.isInteger(lineWin.win)).toBe(true);
      }
      const paying = LINES5_LINES.flatMap((rows, line) =>
        lines5LinePay(rows.map((row, reel) => outcome.grid[reel]?.[row] ?? 'sun')) ? [line] : [],
      );
      expect(outcome.lineWins.map((lineWin) => lineWin.line)).toEqual(paying);
      expect(win).toBe(outcome.lineWins.reduce((sum, lineWin) => sum + lineWin.win, 0));
    }
  });

  it('counts wilds left to right and pays the better of wilds alone or the symbol', () => {
    expect(lines5LinePay(['mango', 'sun', 'mango', 'pearl', 'mango'])).toEqual({
      symbol: 'mango',
      count: 3,
      multiplier: 9,
    });
    expect(lines5LinePay(['sun', 'sun', 'sun', 'mango', 'pearl'])).toMatchObject({ symbol: 'sun' });
    expect(lines5LinePay(['sun', 'sun', 'sun', 'pearl', 'pearl'])).toMatchObject({
      symbol: 'pearl',
      count: 5,
    });
    expect(lines5LinePay(['mango', 'mango', 'pearl', 'mango', 'mango'])).toBeNull();
  });

  it('refuses a stake it cannot split or pay', () => {
    const { min, max } = LINES5_STAKE;
    for (const stake of [0, -100, min - 10, max + 10, 105, 150.5, Number.NaN]) {
      expect(() => lines5.play({ stake }, seededRng(1))).toThrow(RangeError);
    }
  });
});
