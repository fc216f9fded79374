import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.js';
import {
  CASCADE_COINS,
  CASCADE_MULTIPLIERS,
  CASCADE_PAYTABLE,
  CASCADE_ROWS,
  CASCADE_STAKE,
  type CascadeSymbol,
  cascade,
  cascadeDrawTable,
  CASCADE_VARIANTS,
  cascadeWins,
  createCascade,
  type CascadeVariant,
} from './cascade.js';

/**
 * The first grid's RTP, exactly: cells are independent, so a symbol's ways over reels 1..k (and
 * none on reel k+1) average Π E[matches] · P(no match on k+1), with matches ~ Binomial(3, q).
 */
function firstGridRtp(variant: CascadeVariant): number {
  let rtp = 0;
  for (const { symbol, pays } of variant.paytable) {
    if (symbol === 'wild') continue;
    const q = [0, 1, 2, 3, 4].map((reel) => {
      const { symbols, weights, total } = cascadeDrawTable(reel);
      const weightOf = (s: CascadeSymbol) => weights[symbols.indexOf(s)] ?? 0;
      return (weightOf(symbol) + weightOf('wild')) / total;
    });
    let ways = 1;
    q.forEach((chance, reel) => {
      ways *= CASCADE_ROWS * chance;
      if (reel < 2) return;
      const stops = q[reel + 1] === undefined ? 1 : (1 - (q[reel + 1] ?? 0)) ** CASCADE_ROWS;
      rtp +=
        (pays[(reel + 1) as 3 | 4 | 5] * ways * stops * (variant.multipliers[0] ?? 1)) /
        CASCADE_COINS;
    });
  }
  return rtp;
}

describe('cascading ways slot', () => {
  it('returns its RTP over a million seeded rounds, the first grid as computed, for each paytable', () => {
    for (const variant of CASCADE_VARIANTS) {
      const engine = createCascade(variant);
      const rng = seededRng(20261129);
      const rounds = 1_000_000;
      const stake = CASCADE_STAKE.min;
      let won = 0;
      let firstGrids = 0;
      let squares = 0;
      for (let round = 0; round < rounds; round++) {
        const { outcome, win } = engine.play({ stake }, rng);
        won += win;
        firstGrids += outcome.steps[0]?.win ?? 0;
        squares += (win / stake) ** 2;
      }
      const rtp = won / (rounds * stake);
      expect(Math.abs(rtp - variant.rtp)).toBeLessThanOrEqual(0.005);
      expect(Math.sqrt(squares / rounds - rtp * rtp)).toBeLessThan(3);
      const firstGrid = firstGrids / (rounds * stake);
      expect(Math.abs(firstGrid - firstGridRtp(variant))).toBeLessThanOrEqual(0.005);
    }
    expect(cascade.rtp).toBe(CASCADE_VARIANTS[0]?.rtp);
  });

  it('lists every cascade: wins from its grid, survivors fallen, new symbols on top', () => {
    const rng = seededRng(5);
    let cascades = 0;
    for (let round = 0; round < 3_000; round++) {
      const stake = CASCADE_STAKE.min + CASCADE_COINS * round;
      const { outcome, win } = cascade.play({ stake }, rng);
      const { steps } = outcome;
      expect(steps.at(-1)?.wins).toEqual([]);
      steps.forEach((step, index) => {
        const multiplier = CASCADE_MULTIPLIERS[Math.min(index, CASCADE_MULTIPLIERS.length - 1)];
        expect(step.multiplier).toBe(multiplier);
        expect(step.wins).toEqual(cascadeWins(step.grid, stake / CASCADE_COINS, step.multiplier));
        expect(step.win).toBe(step.wins.reduce((sum, way) => sum + way.win, 0));
        const next = steps[index + 1];
        if (!next) return;
        cascades++;
        step.grid.forEach((column, reel) => {
          const burst = new Set(
            step.wins.flatMap((way) =>
              way.positions.filter(([r]) => r === reel).map(([, row]) => row),
            ),
          );
          const kept = column.filter((_, row) => !burst.has(row));
          expect(next.grid[reel]?.slice(CASCADE_ROWS - kept.length)).toEqual(kept);
        });
      });
      expect(win).toBe(steps.reduce((sum, step) => sum + step.win, 0));
      expect(Number.isInteger(win)).toBe(true);
    }
    expect(cascades).toBeGreaterThan(100);
  });

  it('counts ways through wilds and bursts every cell of a win', () => {
    const grid: CascadeSymbol[][] = [
      ['pearl', 'ruby', 'pearl'],
      ['wild', 'topaz', 'topaz'],
      ['pearl', 'ruby', 'sapphire'],
      ['topaz', 'topaz', 'ruby'],
      ['pearl', 'ruby', 'ruby'],
    ];
    const wins = cascadeWins(grid, 10, 2);
    const pearl = wins.find((way) => way.symbol === 'pearl');
    expect(pearl).toMatchObject({ reels: 3, ways: 2 });
    expect(pearl?.positions).toEqual([
      [0, 0],
      [0, 2],
      [1, 0],
      [2, 0],
    ]);
    const pays = CASCADE_PAYTABLE.find((entry) => entry.symbol === 'pearl')?.pays[3] ?? 0;
    expect(pearl?.win).toBe(10 * pays * 2 * 2);
    expect(wins.find((way) => way.symbol === 'ruby')).toMatchObject({ reels: 5, ways: 2 });
  });

  it('refuses a stake it cannot pay in whole coins', () => {
    const { min, max } = CASCADE_STAKE;
    for (const stake of [0, -200, min - CASCADE_COINS, max + CASCADE_COINS, 210, 200.5]) {
      expect(() => cascade.play({ stake }, seededRng(1))).toThrow(RangeError);
    }
  });
});
