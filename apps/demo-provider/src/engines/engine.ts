/**
 * The demo provider's game engines: pure functions from a bet and a source of random numbers to an
 * outcome and its win, in integer minor units. The provider's server draws from a CSPRNG
 * (rng.ts); the RTP tests draw from a seeded generator so a failure reproduces.
 */
export type Rng = {
  /** A uniform integer in [0, maxExclusive). */
  int(maxExclusive: number): number;
};

/** A game whose round is one request: a spin, a hand, a shot. */
export type InstantEngine<Bet, Outcome> = {
  /** The engine's id (the catalogue maps games to it). */
  id: string;
  /** The published return to player, as a fraction (0.96 = 96 %). */
  rtp: number;
  /** Plays one round: what happened and what it pays (the stake included when it pays back). */
  play(bet: Bet, rng: Rng): { outcome: Outcome; win: number };
};
