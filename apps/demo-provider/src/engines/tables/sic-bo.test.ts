import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.js';
import {
  MACAU_PAYS,
  SIC_BO_SPOTS,
  SIC_BO_VARIANTS,
  createSicBo,
  sicBo,
  settleSicBo,
  spotRtp,
  type Dice,
  type SicBoSpot,
  type SicBoVariant,
} from './sic-bo.js';

const [CLASSIC, MACAU] = SIC_BO_VARIANTS as [SicBoVariant, SicBoVariant];

const winOf = (spot: SicBoSpot, dice: Dice, stake = 10) =>
  settleSicBo({ bets: [{ spot, stake }] }, dice)[0]?.win;

describe('sic bo', () => {
  it('loses small and big on a triple', () => {
    expect(winOf('small', [1, 1, 1])).toBe(0);
    expect(winOf('small', [3, 3, 3])).toBe(0);
    expect(winOf('big', [4, 4, 4])).toBe(0);
    expect(winOf('big', [6, 6, 6])).toBe(0);
    expect(winOf('small', [1, 2, 3])).toBe(20);
    expect(winOf('big', [5, 5, 1])).toBe(20);
    expect(winOf('small', [5, 5, 1])).toBe(0);
  });

  it('pays totals, triples and single numbers from the paytable', () => {
    expect(winOf('total:4', [1, 1, 2])).toBe(610);
    expect(winOf('total:10', [4, 4, 2])).toBe(70);
    expect(winOf('total:9', [4, 4, 2])).toBe(0);
    expect(winOf('triple:2', [2, 2, 2])).toBe(1810);
    expect(winOf('triple:2', [3, 3, 3])).toBe(0);
    expect(winOf('any-triple', [3, 3, 3])).toBe(310);
    expect(winOf('single:5', [5, 1, 2])).toBe(20);
    expect(winOf('single:5', [5, 5, 2])).toBe(30);
    expect(winOf('single:5', [5, 5, 5])).toBe(40);
    expect(winOf('single:5', [1, 1, 2])).toBe(0);
  });

  it('publishes each spot’s exact RTP from the 216 throws', () => {
    const rtp = Object.fromEntries(SIC_BO_SPOTS.map((s) => [s.spot, s.rtp]));
    expect(rtp.small).toBeCloseTo(210 / 216, 12);
    expect(rtp['total:4']).toBeCloseTo((61 * 3) / 216, 12);
    expect(rtp['total:10']).toBeCloseTo((7 * 27) / 216, 12);
    expect(rtp['triple:6']).toBeCloseTo(181 / 216, 12);
    expect(rtp['any-triple']).toBeCloseTo((31 * 6) / 216, 12);
    expect(rtp['single:1']).toBeCloseTo(199 / 216, 12);
    expect(SIC_BO_SPOTS).toHaveLength(2 + 14 + 6 + 1 + 6);
    for (const s of SIC_BO_SPOTS) expect(s.rtp).toBeLessThan(1);
    expect(sicBo.rtp).toBe(spotRtp('big'));
  });

  it('publishes the Macau table’s exact per-spot RTPs from the 216 throws', () => {
    expect(SIC_BO_VARIANTS.map((v) => v.id)).toEqual(['classic', 'macau']);
    expect(CLASSIC.paytable).toBe(SIC_BO_SPOTS);
    const rtp = Object.fromEntries(MACAU.paytable.map((s) => [s.spot, s.rtp]));
    const odds = Object.fromEntries(MACAU.paytable.map((s) => [s.spot, s.odds]));
    // Ways of each total 4–10: 3, 6, 10, 15, 21, 25, 27 (and the same for 17–11).
    const ways = { 4: 3, 5: 6, 6: 10, 7: 15, 8: 21, 9: 25, 10: 27 } as Record<number, number>;
    for (let total = 4; total <= 17; total++) {
      const low = total <= 10 ? total : 21 - total;
      const pays = MACAU_PAYS.totals[low] ?? 0;
      expect(odds[`total:${total}`]).toBe(`${pays}:1`);
      expect(rtp[`total:${total}`]).toBeCloseTo(((pays + 1) * (ways[low] ?? 0)) / 216, 12);
    }
    expect(rtp['total:4']).toBeCloseTo(153 / 216, 12);
    expect(rtp['total:5']).toBeCloseTo(114 / 216, 12);
    expect(rtp['total:16']).toBeCloseTo(114 / 216, 12);
    expect(rtp['total:6']).toBeCloseTo(150 / 216, 12);
    expect(rtp['total:10']).toBeCloseTo(189 / 216, 12);
    expect(rtp['triple:3']).toBeCloseTo(151 / 216, 12);
    expect(rtp['any-triple']).toBeCloseTo(150 / 216, 12);
    expect(rtp.small).toBeCloseTo(210 / 216, 12);
    expect(rtp['single:4']).toBeCloseTo(199 / 216, 12);
    expect(odds['triple:3']).toBe('150:1');
    expect(odds['any-triple']).toBe('24:1');
    for (const variant of SIC_BO_VARIANTS) {
      expect(variant.paytable).toHaveLength(2 + 14 + 6 + 1 + 6);
      expect(variant.rtp).toBe(210 / 216);
      expect(variant.rtp).toBe(Math.max(...variant.paytable.map((s) => s.rtp)));
      for (const { spot, rtp: published } of variant.paytable) {
        let won = 0;
        for (let a = 1; a <= 6; a++) {
          for (let b = 1; b <= 6; b++) {
            for (let c = 1; c <= 6; c++) {
              won +=
                settleSicBo({ bets: [{ spot, stake: 1 }] }, [a, b, c], variant.pays)[0]?.win ?? 0;
            }
          }
        }
        expect(won / 216).toBeCloseTo(published, 12);
      }
    }
  });

  it('plays the Macau pays on its engine', () => {
    const macau = createSicBo(MACAU);
    const faces = [1, 0, 1]; // rng.int(6) + 1 → 2, 1, 2: a total of 5.
    let i = 0;
    const rng = { int: () => faces[i++ % 3] ?? 0 };
    const bets = [
      { spot: 'total:5', stake: 10 },
      { spot: 'small', stake: 10 },
    ] as const;
    expect(macau.play({ bets: [...bets] }, rng).win).toBe(190 + 20);
    expect(sicBo.play({ bets: [...bets] }, rng).win).toBe(310 + 20);
    const triple = { int: () => 5 };
    expect(macau.play({ bets: [{ spot: 'triple:6', stake: 10 }] }, triple).win).toBe(1510);
    expect(macau.play({ bets: [{ spot: 'any-triple', stake: 10 }] }, triple).win).toBe(250);
  });

  it.each([
    [[]],
    [[{ spot: 'total:3', stake: 10 }]],
    [[{ spot: 'triple:7', stake: 10 }]],
    [[{ spot: 'big', stake: 0 }]],
    [[{ spot: 'big', stake: 2.5 }]],
  ])('refuses %j with a RangeError', (bets) => {
    expect(() => sicBo.play({ bets } as never, seededRng(1))).toThrow(RangeError);
  });

  // Totals and triples (stdev up to ~14 stakes a throw) are checked exactly above; at 1M throws
  // only the low-variance spots pin the RTP to ±0.5 pp.
  it.each([
    ['classic', 'big'],
    ['classic', 'single:3'],
    ['macau', 'small'],
    ['macau', 'single:5'],
  ] as const)(
    'simulated RTP of the %s table’s %s over 1,000,000 throws is within 0.5 pp of the published one',
    (id, spot) => {
      const variant = SIC_BO_VARIANTS.find((v) => v.id === id) as SicBoVariant;
      const engine = createSicBo(variant);
      const rng = seededRng(7_2026);
      const bet = { bets: [{ spot, stake: 100 }] };
      let won = 0;
      const rounds = 1_000_000;
      for (let i = 0; i < rounds; i++) won += engine.play(bet, rng).win;
      expect(Math.abs(won / (rounds * 100) - spotRtp(spot, variant.pays))).toBeLessThanOrEqual(
        0.005,
      );
    },
  );
});
