import type { InstantEngine } from '../engine.js';
import { seededRng } from '../rng.js';

/** What a long run returned: its RTP and the standard deviation of one round's win over its stake. */
export type Simulation = { rtp: number; stdev: number; rounds: number };

/**
 * Plays `rounds` seeded rounds of an engine (tests and offline RTP estimates). `betFor` picks each
 * round's bet, so a game with many targets (fish) can spread its shots.
 */
export function simulate<Bet extends { stake: number }>(
  engine: InstantEngine<Bet, unknown>,
  betFor: (round: number) => Bet,
  rounds: number,
  seed: number,
): Simulation {
  const rng = seededRng(seed);
  let staked = 0;
  let won = 0;
  let sumSquares = 0;
  for (let round = 0; round < rounds; round++) {
    const bet = betFor(round);
    const { win } = engine.play(bet, rng);
    const ratio = win / bet.stake;
    staked += bet.stake;
    won += win;
    sumSquares += ratio * ratio;
  }
  const mean = won / staked;
  return { rtp: mean, stdev: Math.sqrt(sumSquares / rounds - mean * mean), rounds };
}
