import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.js';
import {
  BALLS,
  DRAWN,
  KENO_RTP,
  KENO_SPOTS,
  MIDDLE,
  TARGET_RTP,
  betWin,
  draw,
  paysOf,
  settle,
  winnersOf,
  type KenoResult,
  type KenoSpot,
} from './keno.js';

/**
 * How many of the C(80, 20) draws give each sum: ways[k][s] counts the k-ball subsets of the balls
 * seen so far summing to s, one ball at a time (exact, in BigInt: C(80, 20) ≈ 3.5e18).
 */
function sumCounts(): bigint[] {
  const top = ((2 * BALLS - DRAWN + 1) * DRAWN) / 2;
  const ways = Array.from({ length: DRAWN + 1 }, () => new Array<bigint>(top + 1).fill(0n));
  (ways[0] as bigint[])[0] = 1n;
  for (let ball = 1; ball <= BALLS; ball++) {
    for (let k = Math.min(DRAWN, ball); k >= 1; k--) {
      const into = ways[k] as bigint[];
      const from = ways[k - 1] as bigint[];
      for (let sum = top; sum >= ball; sum--) {
        const add = from[sum - ball] as bigint;
        if (add !== 0n) into[sum] = (into[sum] as bigint) + add;
      }
    }
  }
  return ways[DRAWN] as bigint[];
}

const SPOTS = KENO_SPOTS.map((info) => info.spot);
const rtpOf = (spot: KenoSpot) => KENO_SPOTS.find((info) => info.spot === spot)?.rtp ?? NaN;
const resultOf = (sum: number): KenoResult => ({ balls: [], sum, winners: winnersOf(sum) });

describe('keno quick draw', () => {
  it('publishes each spot at its exact RTP from the exact sum distribution, under the target', () => {
    const counts = sumCounts();
    const total = counts.reduce((sum, count) => sum + count, 0n);
    // C(80, 20)
    let binomial = 1n;
    for (let i = 0n; i < BigInt(DRAWN); i++)
      binomial = (binomial * BigInt(BALLS - Number(i))) / (i + 1n);
    expect(total).toBe(binomial);
    expect(counts.findIndex((count) => count > 0n)).toBe(210);
    expect(counts.length - 1).toBe(1410);
    // The sum is symmetric about 810: Big and Small are equally likely.
    for (let sum = 210; sum <= 1410; sum++) expect(counts[sum]).toBe(counts[2 * MIDDLE - sum]);

    const SCALE = 10n ** 15n;
    for (const spot of SPOTS) {
      let won = 0n;
      counts.forEach((count, sum) => {
        if (winnersOf(sum).includes(spot)) won += count;
      });
      // The exact RTP (won × pays / 1000 / total) to 15 decimals, truncated.
      const exact = Number((won * BigInt(paysOf(spot)) * SCALE) / (total * 1_000n)) / 1e15;
      expect(exact).toBeLessThanOrEqual(TARGET_RTP);
      expect(exact).toBeGreaterThan(TARGET_RTP - 0.0005);
      // Published floored to 6 decimals: never more than the exact value, and within 1e-6.
      expect(rtpOf(spot)).toBeLessThanOrEqual(exact);
      expect(exact - rtpOf(spot)).toBeLessThan(1e-6);
      // No better pay in 1/1000 stays under the target: each pay is the most it can be.
      expect(
        won * BigInt(paysOf(spot) + 1) * 1_000n > BigInt(Math.round(TARGET_RTP * 1_000)) * total,
      ).toBe(true);
    }
    expect(KENO_RTP).toBe(Math.max(...SPOTS.map(rtpOf)));
    expect(KENO_SPOTS.map((info) => [info.spot, info.odds, info.name.ty, info.name.en])).toEqual([
      ['big', '0.928:1', 'Malaki', 'Big'],
      ['small', '0.928:1', 'Maliit', 'Small'],
      ['odd', '0.920:1', 'Gansal', 'Odd'],
      ['even', '0.919:1', 'Pares', 'Even'],
      ['big_odd', '2.840:1', 'Malaki Gansal', 'Big Odd'],
      ['big_even', '2.874:1', 'Malaki Pares', 'Big Even'],
      ['small_odd', '2.840:1', 'Maliit Gansal', 'Small Odd'],
      ['small_even', '2.874:1', 'Maliit Pares', 'Small Even'],
    ]);
  });

  it('draws 20 distinct balls from 1–80 and sums them', () => {
    const rng = seededRng(80);
    for (let round = 0; round < 2_000; round++) {
      const result = draw(rng);
      expect(result.balls).toHaveLength(DRAWN);
      expect(new Set(result.balls).size).toBe(DRAWN);
      for (const ball of result.balls) {
        expect(Number.isInteger(ball) && ball >= 1 && ball <= BALLS).toBe(true);
      }
      expect(result.sum).toBe(result.balls.reduce((sum, ball) => sum + ball, 0));
      expect(result.winners).toEqual(winnersOf(result.sum));
    }
  });

  it('loses Big, Small and the combinations on 810, pays floored amounts', () => {
    expect(winnersOf(810)).toEqual(['even']);
    expect(winnersOf(811)).toEqual(['big', 'odd', 'big_odd']);
    expect(winnersOf(809)).toEqual(['small', 'odd', 'small_odd']);
    expect(winnersOf(812)).toEqual(['big', 'even', 'big_even']);
    expect(winnersOf(210)).toEqual(['small', 'even', 'small_even']);
    const middle = resultOf(810);
    for (const spot of ['big', 'small', 'odd', 'big_even', 'small_even'] as const) {
      expect(betWin(spot, 1_000, middle)).toBe(0);
    }
    expect(betWin('even', 1_000, middle)).toBe(1_919);
    expect(betWin('big', 1_000, resultOf(811))).toBe(1_928);
    expect(betWin('big', 333, resultOf(811))).toBe(642); // 642.024 floored
    expect(betWin('small_even', 777, resultOf(700))).toBe(3_010); // 3010.098 floored
    expect(betWin('odd', 101, resultOf(811))).toBe(193); // 193.92 floored
    expect(betWin('small', 1_000, resultOf(811))).toBe(0);
    expect(
      settle(
        [
          { spot: 'big', stake: 500 },
          { spot: 'even', stake: 100 },
          { spot: 'big_even', stake: 100 },
          { spot: 'small', stake: 100 },
        ],
        resultOf(900),
      ),
    ).toBe(964 + 191 + 387);
    expect(settle([{ spot: 'big', stake: 500 }], resultOf(810))).toBe(0);
  });

  it.each([
    [[]],
    [[{ spot: 'jackpot', stake: 10 }]],
    [[{ spot: 'Big', stake: 10 }]],
    [[{ spot: 'big', stake: 0 }]],
    [[{ spot: 'odd', stake: -1 }]],
    [[{ spot: 'even', stake: 1.25 }]],
  ])('refuses %j with a RangeError', (bets) => {
    expect(() => settle(bets as never, resultOf(900))).toThrow(RangeError);
  });

  it('returns the published RTP of every spot over 1,000,000 draws', () => {
    const rng = seededRng(2_080);
    const won = new Map<KenoSpot, number>(SPOTS.map((spot) => [spot, 0]));
    const rounds = 1_000_000;
    const stake = 10_000;
    for (let i = 0; i < rounds; i++) {
      const result = draw(rng);
      for (const spot of result.winners)
        won.set(spot, (won.get(spot) ?? 0) + betWin(spot, stake, result));
    }
    for (const spot of SPOTS) {
      const rtp = (won.get(spot) ?? 0) / (rounds * stake);
      expect(Math.abs(rtp - rtpOf(spot)), spot).toBeLessThanOrEqual(0.005);
    }
  });
});
