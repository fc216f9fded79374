import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.js';
import {
  DRAW_CHANCE,
  TARGET_RTP,
  betWin,
  draw,
  openFight,
  settle,
  spotRtp,
  spotsFor,
  type CockfightResult,
  type CockfightSpot,
  type Fight,
} from './cockfight.js';

const fight: Fight = {
  number: 1,
  chance: { meron: 5640, wala: 3760, draw: 600 },
  pays: { meron: 15780, wala: 23670, draw: 90_000 },
};
const result = (winner: CockfightSpot): CockfightResult => ({ fight, winner, seconds: 30 });

describe('cockfight', () => {
  it('publishes pays from the chances, Meron and Wala at most 95 % and close to it', () => {
    const rng = seededRng(5);
    for (let n = 1; n <= 200; n++) {
      const opened = openFight(n, rng);
      const { meron, wala, draw: drawn } = opened.chance;
      expect(meron + wala + drawn).toBe(10_000);
      expect(meron).toBeGreaterThanOrEqual(wala);
      expect(drawn).toBe(DRAW_CHANCE);
      for (const spot of ['meron', 'wala'] as const) {
        expect(spotRtp(opened, spot)).toBeLessThanOrEqual(TARGET_RTP);
        expect(spotRtp(opened, spot)).toBeGreaterThan(TARGET_RTP - 0.0005);
      }
      expect(spotRtp(opened, 'draw')).toBeCloseTo(0.54, 12);
    }
    expect(spotsFor(fight).map((s) => [s.spot, s.odds, s.name.ty])).toEqual([
      ['meron', '0.5780:1', 'Meron'],
      ['wala', '1.3670:1', 'Wala'],
      ['draw', '8:1', 'Tabla'],
    ]);
  });

  it('refunds Meron and Wala on a draw, pays the draw 8:1, floors odd amounts', () => {
    expect(betWin('meron', 1000, result('draw'))).toBe(1000);
    expect(betWin('wala', 1000, result('draw'))).toBe(1000);
    expect(betWin('draw', 1000, result('draw'))).toBe(9000);
    expect(betWin('draw', 1000, result('meron'))).toBe(0);
    expect(betWin('meron', 1000, result('meron'))).toBe(1578);
    expect(betWin('meron', 1000, result('wala'))).toBe(0);
    expect(betWin('wala', 333, result('wala'))).toBe(788); // 788.21 floored
    expect(
      settle(
        [
          { spot: 'meron', stake: 500 },
          { spot: 'draw', stake: 100 },
        ],
        result('draw'),
      ),
    ).toBe(1400);
  });

  it.each([
    [[]],
    [[{ spot: 'red', stake: 10 }]],
    [[{ spot: 'meron', stake: -1 }]],
    [[{ spot: 'wala', stake: 1.25 }]],
  ])('refuses %j with a RangeError', (bets) => {
    expect(() => settle(bets as never, result('meron'))).toThrow(RangeError);
  });

  it('draws each result with its published chance (every roll of the draw enumerated)', () => {
    const returned: Record<CockfightSpot, number> = { meron: 0, wala: 0, draw: 0 };
    for (let roll = 0; roll < 10_000; roll++) {
      const drawn = draw({ int: (max) => (max === 10_000 ? roll : 0) }, fight);
      for (const spot of ['meron', 'wala', 'draw'] as const) {
        returned[spot] += betWin(spot, 10_000, drawn) / 10_000 / 10_000;
      }
    }
    for (const spot of ['meron', 'wala', 'draw'] as const) {
      expect(returned[spot]).toBeCloseTo(spotRtp(fight, spot), 12);
    }
  });

  // The draw bet (8:1, stdev ≈ 2.1 stakes) is pinned by the enumeration above.
  it('returns the published Meron and Wala RTPs over 1,000,000 fights', () => {
    const rng = seededRng(1_100);
    const won = { meron: 0, wala: 0 };
    const rounds = 1_000_000;
    for (let i = 0; i < rounds; i++) {
      const drawn = draw(rng, fight);
      won.meron += settle([{ spot: 'meron', stake: 10_000 }], drawn);
      won.wala += settle([{ spot: 'wala', stake: 10_000 }], drawn);
    }
    for (const spot of ['meron', 'wala'] as const) {
      expect(Math.abs(won[spot] / (rounds * 10_000) - spotRtp(fight, spot))).toBeLessThanOrEqual(
        0.005,
      );
    }
  });
});
