import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.js';
import { simulate } from '../slots/simulate.js';
import { FISH_KINDS, FISH_STAKE, FISH_VARIANTS, createFish, fish, killOdds } from './fish.js';

/** The fish a shot aims at, spread as the pond spawns them (round `n` of every 1,000). */
const POND = FISH_KINDS.flatMap((kind) =>
  Array.from({ length: kind.spawnPerMille }, () => kind.id),
);
const aimAt = (round: number) => ({ stake: 100, fishKind: POND[round % POND.length] ?? 'dilis' });

describe('fish shooting', () => {
  it('returns exactly the RTP on every fish of every pond', () => {
    expect(POND).toHaveLength(1_000);
    for (const variant of FISH_VARIANTS) {
      expect(variant.kinds.map((kind) => kind.id)).toEqual(FISH_KINDS.map((kind) => kind.id));
      for (const kind of variant.kinds) {
        const { hits, outOf } = killOdds(kind);
        expect(Number.isInteger(hits) && Number.isInteger(outOf)).toBe(true);
        expect((hits * kind.multiplier) / outOf).toBe(0.96);
      }
    }
    expect(FISH_VARIANTS[1]?.kinds.map((kind) => kind.multiplier)).toEqual([
      3, 4, 6, 8, 12, 15, 30, 50, 80, 150,
    ]);
    expect(fish.rtp).toBe(0.96);
  });

  it('returns its RTP over a million seeded shots across the pond, in each pond', () => {
    for (const variant of FISH_VARIANTS) {
      const engine = createFish(variant);
      const run = simulate(engine, aimAt, 1_000_000, 20261129);
      expect(Math.abs(run.rtp - engine.rtp)).toBeLessThanOrEqual(0.005);
      expect(run.stdev).toBeLessThan(5);
    }
  });

  it('kills each fish as often as its odds say', () => {
    const rng = seededRng(11);
    for (const kind of FISH_KINDS) {
      const shots = 200_000;
      let kills = 0;
      for (let shot = 0; shot < shots; shot++) {
        if (fish.play({ stake: 10, fishKind: kind.id }, rng).outcome.killed) kills++;
      }
      const chance = fish.rtp / kind.multiplier;
      // Four standard errors: a miss is a broken draw, not bad luck.
      expect(Math.abs(kills / shots - chance)).toBeLessThan(4 * Math.sqrt(chance / shots));
    }
  });

  it('pays stake × multiplier on a kill and nothing on a miss', () => {
    const rng = seededRng(5);
    for (let round = 0; round < 5_000; round++) {
      const stake = 10 + round;
      const { outcome, win } = fish.play({ ...aimAt(round), stake }, rng);
      expect(outcome.fishKind).toBe(aimAt(round).fishKind);
      expect(win).toBe(outcome.killed ? stake * outcome.multiplier : 0);
      expect(Number.isInteger(win)).toBe(true);
    }
  });

  it('refuses a stake it cannot take and a fish that is not in the pond', () => {
    const { min, max } = FISH_STAKE;
    for (const stake of [0, -10, min - 1, max + 1, 10.5, Number.NaN]) {
      expect(() => fish.play({ stake, fishKind: 'dilis' }, seededRng(1))).toThrow(RangeError);
    }
    expect(() => fish.play({ stake: 100, fishKind: 'kraken' }, seededRng(1))).toThrow(RangeError);
  });
});
