import { describe, expect, it } from 'vitest';
import { cryptoRng, seededRng } from './rng.js';

describe('random numbers', () => {
  it('repeats a seeded sequence and spreads it evenly', () => {
    const draw = (seed: number) => {
      const rng = seededRng(seed);
      return Array.from({ length: 8 }, () => rng.int(1_000));
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
    expect(new Set(draw(7)).size).toBeGreaterThan(1);
    const rng = seededRng(42);
    const counts = new Array<number>(6).fill(0);
    for (let n = 0; n < 60_000; n++) {
      const face = rng.int(6);
      counts[face] = (counts[face] ?? 0) + 1;
    }
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(400);
  });

  it('draws live numbers within the range', () => {
    for (let n = 0; n < 1_000; n++) expect(cryptoRng.int(3)).toBeLessThan(3);
    expect(() => seededRng(1).int(0)).toThrow(RangeError);
  });
});
