import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.js';
import {
  TARGET_RTP,
  TEAMS,
  betWin,
  draw,
  fixture,
  nextFixture,
  settle,
  spotRtp,
  spotsFor,
  type FootballResult,
  type FootballSpot,
  type Team,
} from './virtual-football.js';

const team = (name: string): Team => TEAMS.find((t) => t.name === name) ?? { name, strength: 0 };
const even = fixture(team('Baguio Pino'), team('Cagayan Bulkan'));
const lopsided = fixture(team('Bicol Mayon'), team('Maynila Bagwis'));
const SPOTS = ['1', 'X', '2'] as const;

describe('virtual football', () => {
  it('has 16 teams and prices every fixture just under the target RTP', () => {
    expect(new Set(TEAMS.map((t) => t.name)).size).toBe(16);
    for (const home of TEAMS) {
      for (const away of TEAMS) {
        if (home === away) continue;
        const match = fixture(home, away);
        expect(match.chance['1'] + match.chance.X + match.chance['2']).toBeCloseTo(1, 12);
        for (const spot of SPOTS) {
          expect(spotRtp(match, spot)).toBeLessThanOrEqual(TARGET_RTP);
          expect(spotRtp(match, spot)).toBeGreaterThan(TARGET_RTP - 0.001);
        }
      }
    }
    expect(lopsided.chance['2']).toBeGreaterThan(lopsided.chance['1']);
    expect(spotsFor(even).map((s) => s.name.en)).toEqual([
      'Baguio Pino win',
      'Draw',
      'Cagayan Bulkan win',
    ]);
  });

  it('settles on 1/X/2 from the score, floored to whole minor units', () => {
    const result = (home: number, away: number, winner: FootballSpot): FootballResult => ({
      fixture: even,
      score: { home, away },
      goals: [],
      winner,
    });
    expect(betWin('1', 10_000, result(2, 1, '1'))).toBe(even.pays['1']);
    expect(betWin('X', 10_000, result(2, 1, '1'))).toBe(0);
    expect(betWin('X', 1, result(0, 0, 'X'))).toBe(Math.floor(even.pays.X / 10_000));
    expect(
      settle(
        [
          { spot: '2', stake: 10_000 },
          { spot: 'X', stake: 10_000 },
        ],
        result(1, 1, 'X'),
      ),
    ).toBe(even.pays.X);
  });

  it('simulates a match whose goals and minutes agree with its score', () => {
    const rng = seededRng(3);
    for (let i = 0; i < 1000; i++) {
      const match = nextFixture(rng);
      expect(match.home).not.toBe(match.away);
      const { score, goals, winner } = draw(rng, match);
      expect(goals.filter((g) => g.side === 'home')).toHaveLength(score.home);
      expect(goals.filter((g) => g.side === 'away')).toHaveLength(score.away);
      expect(goals.map((g) => g.minute)).toEqual(
        [...goals.map((g) => g.minute)].sort((a, b) => a - b),
      );
      for (const goal of goals) expect(goal.minute).toBeGreaterThanOrEqual(1);
      for (const goal of goals) expect(goal.minute).toBeLessThanOrEqual(90);
      expect(winner).toBe(score.home > score.away ? '1' : score.home === score.away ? 'X' : '2');
    }
  });

  it.each([
    [[]],
    [[{ spot: 'home', stake: 10 }]],
    [[{ spot: '1', stake: 0 }]],
    [[{ spot: 'X', stake: 3.5 }]],
  ])('refuses %j with a RangeError', (bets) => {
    expect(() => settle(bets as never, draw(seededRng(1), even))).toThrow(RangeError);
  });

  it('returns each spot’s published RTP over 1,000,000 even matches, and a lopsided one’s chances', () => {
    const rng = seededRng(90);
    const rounds = 1_000_000;
    const won: Record<FootballSpot, number> = { '1': 0, X: 0, '2': 0 };
    const outcomes: Record<FootballSpot, number> = { '1': 0, X: 0, '2': 0 };
    for (let i = 0; i < rounds; i++) {
      const result = draw(rng, even);
      for (const spot of SPOTS) won[spot] += betWin(spot, 10_000, result);
      outcomes[draw(rng, lopsided).winner]++;
    }
    for (const spot of SPOTS) {
      expect(Math.abs(won[spot] / (rounds * 10_000) - spotRtp(even, spot))).toBeLessThanOrEqual(
        0.005,
      );
      // Frequencies: standard error ≤ 0.0005 at 1M matches.
      expect(Math.abs(outcomes[spot] / rounds - lopsided.chance[spot])).toBeLessThan(0.003);
    }
  });
});
