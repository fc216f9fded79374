import { equalSplit, randomSplit } from '@app/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const MIN = 100;
const sum = (shares: number[]) => shares.reduce((total, share) => total + share, 0);

describe('red envelope split (double-mean rule)', () => {
  it('random: shares sum exactly to the amount and each is at least ₱1.00', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
        (count, extra, draws) => {
          const amount = count * MIN + extra;
          const random = () => draws.next().value as number;
          const shares = randomSplit(amount, count, random, MIN);
          expect(shares).toHaveLength(count);
          expect(sum(shares ?? [])).toBe(amount);
          for (const share of shares ?? []) expect(share).toBeGreaterThanOrEqual(MIN);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('random: no share is above twice the mean of what remained when it was drawn', () => {
    const shares = randomSplit(10_000, 10, () => 0.999_999, MIN) ?? [];
    // Each takes the most it may: the minimum plus twice the spare's mean.
    expect(shares[0]).toBe(MIN + Math.floor((2 * (10_000 - 10 * MIN)) / 10));
    expect(sum(shares)).toBe(10_000);
  });

  it('equal: the remainder centavos go one each to the first receivers, the same every time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (count, extra) => {
          const amount = count * MIN + extra;
          const shares = equalSplit(amount, count, MIN) ?? [];
          expect(sum(shares)).toBe(amount);
          expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
          expect([...shares].sort((a, b) => b - a)).toEqual(shares);
          expect(equalSplit(amount, count, MIN)).toEqual(shares);
        },
      ),
    );
    expect(equalSplit(1_001, 3, MIN)).toEqual([334, 334, 333]);
  });

  it('refuses an amount below ₱1.00 a receiver', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 100 }),
        (count, short) => {
          const amount = count * MIN - short;
          expect(randomSplit(amount, count, Math.random, MIN)).toBeUndefined();
          expect(equalSplit(amount, count, MIN)).toBeUndefined();
        },
      ),
    );
    expect(randomSplit(100, 0, Math.random, MIN)).toBeUndefined();
  });
});
