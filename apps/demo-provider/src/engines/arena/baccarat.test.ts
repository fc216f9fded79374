import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.js';
import type { Card } from '../tables/shoe.js';
import {
  BACCARAT_SPOTS,
  BACCARAT_VARIANTS,
  bankerDraws,
  betWin,
  coup,
  createBaccarat,
  draw,
  payout,
  settle,
  type BaccaratSpot,
  type BaccaratVariant,
} from './baccarat.js';

const dealt = (...cards: Card[]) => {
  let i = 0;
  return coup(() => {
    const card = cards[i++];
    if (!card) throw new Error('no more cards');
    return card;
  });
};
const SPOTS = ['player', 'banker', 'tie'] as const;
const [STANDARD, NO_COMMISSION] = BACCARAT_VARIANTS as [BaccaratVariant, BaccaratVariant];
const rtpOf = (spot: BaccaratSpot, variant = STANDARD) =>
  variant.paytable.find((s) => s.spot === spot)?.rtp ?? 0;

describe('baccarat', () => {
  it('stops on a natural', () => {
    const result = dealt('9S', '2H', 'TS', '3H');
    expect(result).toMatchObject({ playerTotal: 9, bankerTotal: 5, winner: 'player' });
    expect(result.banker).toHaveLength(2);
  });

  it('follows the third-card tableau', () => {
    // Player stands on 6, banker draws on 5.
    expect(dealt('3S', '2S', '3H', '3D', 'TS').banker).toHaveLength(3);
    // Banker 3 stands on the player's third 8: 3 against 3.
    const tie = dealt('2S', 'TS', '3S', '3D', '8H', '9C');
    expect(tie.banker).toHaveLength(2);
    expect(tie).toMatchObject({ playerTotal: 3, bankerTotal: 3, winner: 'tie' });
    // Banker 6 draws on the player's third 6 (and 7), stands otherwise.
    expect(dealt('TS', '3D', '4S', '3C', '6H', 'AC').banker).toHaveLength(3);
    expect(dealt('TS', '3D', '4S', '3C', '5H', 'AC').banker).toHaveLength(2);
    expect(bankerDraws(4, 1)).toBe(false);
    expect(bankerDraws(4, 2)).toBe(true);
    expect(bankerDraws(5, 4)).toBe(true);
    expect(bankerDraws(5, 3)).toBe(false);
    expect(bankerDraws(7, null)).toBe(false);
    expect(bankerDraws(2, 8)).toBe(true);
  });

  it('pays banker 0.95:1 floored, tie 8:1, and pushes player and banker on a tie', () => {
    expect(betWin('banker', 100, 'banker')).toBe(195);
    expect(betWin('banker', 10, 'banker')).toBe(19);
    expect(betWin('player', 100, 'player')).toBe(200);
    expect(betWin('player', 100, 'banker')).toBe(0);
    expect(betWin('tie', 100, 'tie')).toBe(900);
    expect(betWin('player', 100, 'tie')).toBe(100);
    expect(betWin('banker', 100, 'tie')).toBe(100);
    expect(betWin('tie', 100, 'player')).toBe(0);
    const result = dealt('2S', 'TS', '3S', '3D', '8H', '9C');
    expect(
      settle(
        [
          { spot: 'tie', stake: 50 },
          { spot: 'banker', stake: 20 },
        ],
        result,
      ),
    ).toBe(470);
  });

  it('without commission pays banker 1:1, but 1:2 (floored) when it wins with 6', () => {
    type Coup = { winner: BaccaratSpot; bankerTotal: number };
    const bankerWith = (player: number, banker: number): Coup => ({
      winner: player > banker ? 'player' : banker > player ? 'banker' : 'tie',
      bankerTotal: banker,
    });
    expect(BACCARAT_VARIANTS.map((v) => v.id)).toEqual(['standard', 'no_commission']);
    expect(STANDARD.paytable).toBe(BACCARAT_SPOTS);
    expect(payout(NO_COMMISSION, 'banker', 100, bankerWith(3, 7))).toBe(200);
    expect(payout(NO_COMMISSION, 'banker', 100, bankerWith(3, 6))).toBe(150);
    expect(payout(NO_COMMISSION, 'banker', 101, bankerWith(3, 6))).toBe(151);
    expect(payout(NO_COMMISSION, 'banker', 100, bankerWith(6, 6))).toBe(100);
    expect(payout(NO_COMMISSION, 'player', 100, bankerWith(3, 6))).toBe(0);
    expect(payout(NO_COMMISSION, 'player', 100, bankerWith(7, 6))).toBe(200);
    expect(payout(NO_COMMISSION, 'tie', 100, bankerWith(6, 6))).toBe(900);
    expect(payout(STANDARD, 'banker', 100, bankerWith(3, 6))).toBe(195);
    // Player T+2 draws a ten and stays on 2; banker 3+3 stands on 6 against a third 0.
    const sixWin = dealt('TS', '3D', '2S', '3C', 'TH');
    expect(sixWin).toMatchObject({ playerTotal: 2, bankerTotal: 6, winner: 'banker' });
    const table = createBaccarat(NO_COMMISSION);
    expect(table.settle([{ spot: 'banker', stake: 200 }], sixWin)).toBe(300);
    expect(settle([{ spot: 'banker', stake: 200 }], sixWin)).toBe(390);
    expect(NO_COMMISSION.paytable.find((s) => s.spot === 'banker')?.rule?.en).toBe(
      'Banker wins with 6 pay 1:2 (half)',
    );
  });

  it.each([
    [[]],
    [[{ spot: 'dragon', stake: 10 }]],
    [[{ spot: 'tie', stake: 0 }]],
    [[{ spot: 'tie', stake: 0.5 }]],
  ])('refuses %j with a RangeError', (bets) => {
    expect(() => settle(bets as never, draw(seededRng(1)))).toThrow(RangeError);
  });

  it('publishes the exact RTPs of an 8-deck coup on each table (every card sequence)', () => {
    // Values 0..9 in an 8-deck shoe: 128 ten-valued cards, 32 of each other.
    const counts = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
    const cardOf: Card[] = ['TS', 'AS', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S'];
    const returned = BACCARAT_VARIANTS.map(() => ({ player: 0, banker: 0, tie: 0 }));
    const chance = { player: 0, banker: 0, tie: 0, bankerSix: 0 };
    const sequence: Card[] = [];
    const walk = (depth: number, probability: number, left: number) => {
      if (depth === 6) {
        let i = 0;
        const result = coup(() => sequence[i++] ?? 'TS');
        chance[result.winner] += probability;
        if (result.winner === 'banker' && result.bankerTotal === 6) chance.bankerSix += probability;
        BACCARAT_VARIANTS.forEach((variant, v) => {
          for (const spot of SPOTS) {
            const back = (probability * payout(variant, spot, 100, result)) / 100;
            (returned[v] as Record<BaccaratSpot, number>)[spot] += back;
          }
        });
        return;
      }
      for (let value = 0; value < 10; value++) {
        const count = counts[value] ?? 0;
        if (count === 0) continue;
        counts[value] = count - 1;
        sequence[depth] = cardOf[value] ?? 'TS';
        walk(depth + 1, (probability * count) / left, left - 1);
        counts[value] = count;
      }
    };
    walk(0, 1, 416);
    // The published 8-deck chances: banker 45.8597 %, player 44.6247 %, tie 9.5156 %; the banker
    // wins with a 6 in 5.3864 % of coups (half of which no commission's 1:2 on a 6 keeps).
    expect(chance.banker).toBeCloseTo(0.458597, 6);
    expect(chance.player).toBeCloseTo(0.446247, 6);
    expect(chance.tie).toBeCloseTo(0.095156, 6);
    expect(chance.bankerSix).toBeCloseTo(0.053864, 6);
    // Without commission the banker returns P(T) + 2·P(B) − ½·P(B wins with 6).
    expect(returned[1]?.banker).toBeCloseTo(
      chance.tie + 2 * chance.banker - 0.5 * chance.bankerSix,
      10,
    );
    BACCARAT_VARIANTS.forEach((variant, v) => {
      for (const spot of SPOTS) {
        expect(Math.abs((returned[v]?.[spot] ?? 0) - rtpOf(spot, variant))).toBeLessThan(1e-6);
      }
      const best = Math.max(...variant.paytable.map((info) => info.rtp));
      expect(variant.rtp).toBe(best);
    });
  });

  // The tie (8:1, stdev ≈ 2.6 stakes) is pinned by the enumeration above, not by sampling.
  it('returns the published player and banker RTPs of each table over 1,000,000 coups', () => {
    const rng = seededRng(8_888);
    const tables = BACCARAT_VARIANTS.map(createBaccarat);
    const won = { player: 0, banker: [0, 0] };
    const rounds = 1_000_000;
    for (let i = 0; i < rounds; i++) {
      const result = draw(rng);
      won.player += settle([{ spot: 'player', stake: 100 }], result);
      tables.forEach((table, t) => {
        won.banker[t] =
          (won.banker[t] ?? 0) + table.settle([{ spot: 'banker', stake: 100 }], result);
      });
    }
    expect(Math.abs(won.player / (rounds * 100) - rtpOf('player'))).toBeLessThanOrEqual(0.005);
    BACCARAT_VARIANTS.forEach((variant, t) => {
      const rtp = (won.banker[t] ?? 0) / (rounds * 100);
      expect(Math.abs(rtp - rtpOf('banker', variant))).toBeLessThanOrEqual(0.005);
    });
  });
});
