import { randomInt } from 'node:crypto';
import type { Rng } from './engine.js';

/** The provider's live randomness: Node's CSPRNG, unbiased over any range. */
export const cryptoRng: Rng = { int: (maxExclusive) => randomInt(maxExclusive) };

/**
 * A seeded generator (SplitMix32 into a 32-bit state) for simulations and tests only: the same
 * seed gives the same rounds, so an RTP test that fails can be run again as it was. Ranges are
 * drawn by rejection, without modulo bias.
 */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  return {
    int(maxExclusive) {
      if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > 2 ** 32) {
        throw new RangeError(`rng: bad range ${maxExclusive}`);
      }
      const limit = 2 ** 32 - (2 ** 32 % maxExclusive);
      for (;;) {
        const value = next();
        if (value < limit) return value % maxExclusive;
      }
    },
  };
}
