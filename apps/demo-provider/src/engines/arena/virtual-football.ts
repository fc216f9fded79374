import type { Rng } from '../engine.js';
import { checkBets, spotIn, type SpotBet, type SpotInfo } from '../tables/bets.js';

/**
 * Virtual football, a shared round: a fixture between two league teams publishes 1X2 odds from
 * the teams' strengths, then the server simulates the match once for everyone. Each side scores a
 * Poisson number of goals (at most 10), drawn with the same integer thresholds the odds are
 * computed from, so the published probabilities are exactly the simulated ones.
 */
export type FootballSpot = '1' | 'X' | '2';
export type Team = { name: string; strength: number };
export type Fixture = {
  home: Team;
  away: Team;
  /** Expected goals of each side. */
  expected: { home: number; away: number };
  chance: Record<FootballSpot, number>;
  /** What 1 staked returns on a win (stake included), in 1/10,000. */
  pays: Record<FootballSpot, number>;
};
export type Goal = { side: 'home' | 'away'; minute: number };
export type FootballResult = {
  fixture: Fixture;
  score: { home: number; away: number };
  /** In minute order, for the animation. */
  goals: Goal[];
  winner: FootballSpot;
};

/** Strengths 60–90: a 25-point gap doubles the stronger side's expected goals over the other's. */
export const TEAMS: Team[] = [
  { name: 'Maynila Bagwis', strength: 88 },
  { name: 'Cebu Sugbo', strength: 85 },
  { name: 'Davao Agila', strength: 84 },
  { name: 'Iloilo Dinagyang', strength: 80 },
  { name: 'Bacolod Maskara', strength: 78 },
  { name: 'Pampanga Kapampangan', strength: 77 },
  { name: 'Baguio Pino', strength: 75 },
  { name: 'Cagayan Bulkan', strength: 74 },
  { name: 'Zamboanga Vinta', strength: 72 },
  { name: 'Tacloban Waray', strength: 70 },
  { name: 'Laguna Lawa', strength: 69 },
  { name: 'Batangas Balisong', strength: 67 },
  { name: 'Bohol Tarsier', strength: 65 },
  { name: 'Palawan Dugong', strength: 64 },
  { name: 'Ilocos Bagnet', strength: 62 },
  { name: 'Bicol Mayon', strength: 60 },
];

export const TARGET_RTP = 0.95;
const BASIS = 10_000;
const AVERAGE_GOALS = 1.25;
const HOME_ADVANTAGE = 1.15;
const MAX_GOALS = 10;
/** The resolution of a goal draw: a uniform integer below 2^30. */
const SCALE = 2 ** 30;

/**
 * Cumulative Poisson(λ) thresholds on [0, SCALE): k goals when the draw is below thresholds[k]
 * and not below thresholds[k − 1]; the tail beyond MAX_GOALS counts as MAX_GOALS.
 */
export function goalThresholds(expected: number): number[] {
  const thresholds: number[] = [];
  let term = Math.exp(-expected);
  let cumulative = 0;
  for (let k = 0; k < MAX_GOALS; k++) {
    cumulative += term;
    thresholds.push(Math.floor(cumulative * SCALE));
    term *= expected / (k + 1);
  }
  thresholds.push(SCALE);
  return thresholds;
}

/** The exact chance of each goal count under the thresholds. */
function goalChances(expected: number): number[] {
  return goalThresholds(expected).map((limit, k, all) => (limit - (all[k - 1] ?? 0)) / SCALE);
}

/** The fixture's expected goals, 1X2 chances and pays (floored below TARGET_RTP / chance). */
export function fixture(home: Team, away: Team): Fixture {
  const gap = (home.strength - away.strength) / 25;
  const expected = {
    home: AVERAGE_GOALS * HOME_ADVANTAGE * 2 ** (gap / 2),
    away: AVERAGE_GOALS * 2 ** (-gap / 2),
  };
  const homeGoals = goalChances(expected.home);
  const awayGoals = goalChances(expected.away);
  const chance: Record<FootballSpot, number> = { '1': 0, X: 0, '2': 0 };
  homeGoals.forEach((h, i) => {
    awayGoals.forEach((a, j) => {
      chance[i > j ? '1' : i === j ? 'X' : '2'] += h * a;
    });
  });
  const pays = (spot: FootballSpot) => Math.floor((BASIS * TARGET_RTP) / chance[spot]);
  return { home, away, expected, chance, pays: { '1': pays('1'), X: pays('X'), '2': pays('2') } };
}

/** The next fixture: two different teams, the first at home. */
export function nextFixture(rng: Rng): Fixture {
  const home = rng.int(TEAMS.length);
  const away = (home + 1 + rng.int(TEAMS.length - 1)) % TEAMS.length;
  return fixture(TEAMS[home] as Team, TEAMS[away] as Team);
}

/** A spot's exact RTP in this fixture. */
export function spotRtp(match: Fixture, spot: FootballSpot): number {
  return (match.chance[spot] * match.pays[spot]) / BASIS;
}

/** The fixture's betting board, named after its teams. */
export function spotsFor(match: Fixture): SpotInfo<FootballSpot>[] {
  const { home, away } = match;
  const names: Record<FootballSpot, { ty: string; en: string }> = {
    '1': { ty: `Panalo ang ${home.name}`, en: `${home.name} win` },
    X: { ty: 'Tabla', en: 'Draw' },
    '2': { ty: `Panalo ang ${away.name}`, en: `${away.name} win` },
  };
  return (['1', 'X', '2'] as const).map((spot) => ({
    spot,
    odds: ((match.pays[spot] - BASIS) / BASIS).toFixed(2) + ':1',
    rtp: spotRtp(match, spot),
    name: names[spot],
  }));
}

function goalsFrom(rng: Rng, thresholds: readonly number[]): number {
  const roll = rng.int(SCALE);
  const goals = thresholds.findIndex((limit) => roll < limit);
  return goals === -1 ? MAX_GOALS : goals;
}

/** Plays the match: the score, and each goal's minute (uniform over 1–90, as in a Poisson process). */
export function draw(rng: Rng, match: Fixture): FootballResult {
  const score = {
    home: goalsFrom(rng, goalThresholds(match.expected.home)),
    away: goalsFrom(rng, goalThresholds(match.expected.away)),
  };
  const goals: Goal[] = [
    ...Array.from({ length: score.home }, (): Goal => ({ side: 'home', minute: rng.int(90) + 1 })),
    ...Array.from({ length: score.away }, (): Goal => ({ side: 'away', minute: rng.int(90) + 1 })),
  ].sort((a, b) => a.minute - b.minute);
  const winner = score.home > score.away ? '1' : score.home === score.away ? 'X' : '2';
  return { fixture: match, score, goals, winner };
}

const isFootballSpot = spotIn<FootballSpot>(['1', 'X', '2']);

/** What one bet returns, floored to a whole minor unit (the house keeps the fraction). */
export function betWin(spot: FootballSpot, stake: number, result: FootballResult): number {
  return result.winner === spot ? Math.floor((stake * result.fixture.pays[spot]) / BASIS) : 0;
}

/** A player's total win on the match. */
export function settle(bets: readonly SpotBet[], result: FootballResult): number {
  return checkBets(bets, isFootballSpot).reduce(
    (sum, { spot, stake }) => sum + betWin(spot, stake, result),
    0,
  );
}

export const virtualFootball = {
  id: 'virtual-football',
  name: { ty: 'Birtwal na Futbol', en: 'Virtual Football' },
  rtp: TARGET_RTP,
  teams: TEAMS,
  nextFixture,
  spotsFor,
  draw,
  settle,
};
