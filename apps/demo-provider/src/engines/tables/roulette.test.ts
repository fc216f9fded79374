import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.js';
import {
  EVEN_MONEY,
  ROULETTE_SPOTS,
  ROULETTE_VARIANTS,
  colorOf,
  coveredBy,
  createRoulette,
  roulette,
  settleRoulette,
  type RouletteVariant,
} from './roulette.js';

const [EUROPEAN, FRENCH] = ROULETTE_VARIANTS as [RouletteVariant, RouletteVariant];

describe('roulette', () => {
  it('pays each spot 36 / covered, integer, for every number', () => {
    expect(settleRoulette({ bets: [{ spot: 'straight:17', stake: 10 }] }, 17)[0]?.win).toBe(360);
    expect(settleRoulette({ bets: [{ spot: 'red', stake: 10 }] }, 1)[0]?.win).toBe(20);
    expect(settleRoulette({ bets: [{ spot: 'dozen:3', stake: 10 }] }, 36)[0]?.win).toBe(30);
    expect(settleRoulette({ bets: [{ spot: 'column:1', stake: 10 }] }, 34)[0]?.win).toBe(30);
    for (const spot of [
      'red',
      'black',
      'odd',
      'even',
      'low',
      'high',
      'dozen:1',
      'column:1',
    ] as const) {
      expect(settleRoulette({ bets: [{ spot, stake: 10 }] }, 0)[0]?.win).toBe(0);
    }
    expect(colorOf(0)).toBe('green');
    expect(coveredBy('even')).toHaveLength(18);
    expect(coveredBy('column:2')).toEqual([2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35]);
  });

  it('returns exactly 36/37 on every spot (exact enumeration of the 37 numbers)', () => {
    expect(ROULETTE_SPOTS).toHaveLength(37 + 12);
    for (const { spot, rtp } of ROULETTE_SPOTS) {
      let won = 0;
      for (let n = 0; n < 37; n++) {
        const [settled] = settleRoulette({ bets: [{ spot, stake: 1 }] }, n);
        expect(Number.isInteger(settled?.win)).toBe(true);
        won += settled?.win ?? 0;
      }
      expect(won / 37).toBeCloseTo(rtp, 12);
      expect(rtp).toBe(36 / 37);
    }
  });

  it('settles several bets in one round', () => {
    const rng = { int: () => 7 };
    const { outcome, win } = roulette.play(
      {
        bets: [
          { spot: 'red', stake: 100 },
          { spot: 'straight:7', stake: 5 },
          { spot: 'even', stake: 50 },
        ],
      },
      rng,
    );
    expect(outcome.number).toBe(7);
    expect(outcome.color).toBe('red');
    expect(outcome.bets.map((b) => b.win)).toEqual([200, 180, 0]);
    expect(win).toBe(380);
  });

  it.each([
    [[]],
    [[{ spot: 'straight:37', stake: 10 }]],
    [[{ spot: 'green', stake: 10 }]],
    [[{ spot: 'red', stake: 0 }]],
    [[{ spot: 'red', stake: -5 }]],
    [[{ spot: 'red', stake: 1.5 }]],
  ])('refuses %j with a RangeError', (bets) => {
    expect(() => roulette.play({ bets } as never, seededRng(1))).toThrow(RangeError);
  });

  it('keeps the European wheel as `roulette`, and deals a French one with La Partage', () => {
    expect(ROULETTE_VARIANTS.map((v) => v.id)).toEqual(['european', 'french']);
    expect(EUROPEAN.paytable).toBe(ROULETTE_SPOTS);
    expect(roulette.rtp).toBe(36 / 37);
    expect(EUROPEAN.rtp).toBe(36 / 37);
    expect(FRENCH.rtp).toBe(73 / 74);
    const french = createRoulette(FRENCH);
    const zero = { int: () => 0 };
    const bets = [
      { spot: 'red', stake: 100 },
      { spot: 'even', stake: 51 },
      { spot: 'dozen:1', stake: 100 },
      { spot: 'straight:0', stake: 10 },
    ] as const;
    // On 0: half of each even-money stake back (51 → 25, the odd unit kept), the rest as usual.
    const played = french.play({ bets: [...bets] }, zero);
    expect(played.outcome.bets.map((b) => b.win)).toEqual([50, 25, 0, 360]);
    expect(played.win).toBe(435);
    expect(roulette.play({ bets: [...bets] }, zero).win).toBe(360);
    // Off 0 the French wheel pays as the European one.
    const seven = { int: () => 7 };
    expect(french.play({ bets: [...bets] }, seven).win).toBe(200 + 0 + 300);
  });

  it('publishes each variant’s exact per-spot RTP (37 numbers, even stakes)', () => {
    for (const variant of ROULETTE_VARIANTS) {
      expect(variant.paytable).toHaveLength(37 + 12);
      for (const { spot, rtp, rule } of variant.paytable) {
        let won = 0;
        for (let n = 0; n < 37; n++) {
          won += settleRoulette({ bets: [{ spot, stake: 2 }] }, n, variant.laPartage)[0]?.win ?? 0;
        }
        expect(won / (2 * 37)).toBeCloseTo(rtp, 12);
        const partage = variant.laPartage && EVEN_MONEY.includes(spot);
        // (18 numbers × 2 + ½ on the zero) / 37 = 36.5 / 37.
        expect(rtp).toBe(partage ? 73 / 74 : 36 / 37);
        expect(rule?.en).toBe(
          partage ? 'La Partage: half of an even-money bet back on 0' : undefined,
        );
      }
      expect(variant.rtp).toBe(Math.max(...variant.paytable.map((info) => info.rtp)));
    }
  });

  it.each(['red', 'dozen:2'] as const)(
    'simulated RTP of %s over 1,000,000 spins is within 0.5 pp of 36/37',
    (spot) => {
      const rng = seededRng(20261129);
      const bet = { bets: [{ spot, stake: 100 }] };
      let won = 0;
      const rounds = 1_000_000;
      for (let i = 0; i < rounds; i++) won += roulette.play(bet, rng).win;
      expect(Math.abs(won / (rounds * 100) - roulette.rtp)).toBeLessThanOrEqual(0.005);
    },
  );

  it.each(['black', 'low'] as const)(
    'simulated RTP of %s on the French wheel over 1,000,000 spins is within 0.5 pp of 73/74',
    (spot) => {
      const rng = seededRng(1_789);
      const french = createRoulette(FRENCH);
      const bet = { bets: [{ spot, stake: 100 }] };
      let won = 0;
      const rounds = 1_000_000;
      for (let i = 0; i < rounds; i++) won += french.play(bet, rng).win;
      expect(Math.abs(won / (rounds * 100) - 73 / 74)).toBeLessThanOrEqual(0.005);
    },
  );
});
