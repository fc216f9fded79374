import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.js';
import {
  CLASSIC3_REELS,
  CLASSIC3_STAKE,
  CLASSIC3_VARIANTS,
  classic3,
  classic3LinePay,
  classic3Payer,
  createClassic3,
  type Classic3Variant,
} from './classic3.js';
import { symbolAt } from './reels.js';
import { simulate } from './simulate.js';

describe('classic 3-reel slot', () => {
  it('publishes the exact RTP of all stop combinations, for each paytable', () => {
    const [first = [], second = [], third = []] = CLASSIC3_REELS;
    const exact = (variant: Classic3Variant) => {
      const linePay = classic3Payer(variant.paytable);
      let multipliers = 0;
      for (const a of first) {
        for (const b of second) {
          for (const c of third) multipliers += linePay([a, b, c])?.multiplier ?? 0;
        }
      }
      return multipliers / (first.length * second.length * third.length);
    };
    const [fruits, hot7] = CLASSIC3_VARIANTS as [Classic3Variant, Classic3Variant];
    expect(exact(fruits)).toBe(31_535 / 32_768);
    expect(exact(hot7)).toBe(31_424 / 32_768);
    for (const variant of CLASSIC3_VARIANTS) {
      expect(variant.rtp).toBe(Math.round(exact(variant) * 1e4) / 1e4);
    }
    expect(classic3.rtp).toBe(fruits.rtp);
  });

  it('returns its RTP over a million seeded spins, for each paytable', () => {
    for (const variant of CLASSIC3_VARIANTS) {
      const run = simulate(createClassic3(variant), () => ({ stake: 100 }), 1_000_000, 20261129);
      expect(Math.abs(run.rtp - variant.rtp)).toBeLessThanOrEqual(0.005);
      expect(run.stdev).toBeLessThan(4);
    }
  });

  it('shows the strips it stopped on and pays what the line shows', () => {
    const rng = seededRng(5);
    for (let round = 0; round < 2_000; round++) {
      const stake = 100 + round;
      const { outcome, win } = classic3.play({ stake }, rng);
      outcome.grid.forEach((rows, reel) => {
        const strip = CLASSIC3_REELS[reel] ?? [];
        rows.forEach((symbol, row) =>
          expect(symbol).toBe(symbolAt(strip, (outcome.stops[reel] ?? 0) + row)),
        );
      });
      const line = outcome.grid.map((rows) => rows[1] ?? 'wild');
      expect(outcome.pay).toEqual(classic3LinePay(line));
      expect(win).toBe(stake * (outcome.pay?.multiplier ?? 0));
      expect(Number.isInteger(win)).toBe(true);
    }
  });

  it('pays three of a kind with wilds, and loose cherries', () => {
    expect(classic3LinePay(['seven', 'wild', 'seven'])).toMatchObject({ count: 3, multiplier: 50 });
    expect(classic3LinePay(['wild', 'wild', 'wild'])).toMatchObject({ multiplier: 100 });
    expect(classic3LinePay(['cherry', 'lemon', 'cherry'])).toMatchObject({ count: 2 });
    expect(classic3LinePay(['lemon', 'bell', 'bar'])).toBeNull();
  });

  it('refuses a stake it cannot pay', () => {
    const { min, max } = CLASSIC3_STAKE;
    for (const stake of [0, -100, min - 1, max + 1, 150.5, Number.NaN]) {
      expect(() => classic3.play({ stake }, seededRng(1))).toThrow(RangeError);
    }
  });
});
