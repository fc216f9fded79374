import * as baccarat from '../engines/arena/baccarat.js';
import * as cockfight from '../engines/arena/cockfight.js';
import * as keno from '../engines/arena/keno.js';
import * as football from '../engines/arena/virtual-football.js';
import type { Rng } from '../engines/engine.js';
import type { SpotBet, SpotInfo } from '../engines/tables/bets.js';

/**
 * A game whose rounds all its players share: the table opens a round (a fight, a fixture, a shoe's
 * coup), takes bets while betting is open, draws one result for everyone, plays it out and pays.
 */
export type ArenaKind<Setup = unknown, Result = unknown> = {
  engine: string;
  /** The table's paytable, for an engine with several (its RTP and spots are the variant's). */
  variant?: { id: string; names: { ty: string; en: string } };
  /** How long betting stays open, then how long the round plays out (the animation), in ms. */
  bettingMs: number;
  playMs: number;
  rtp: number;
  open(roundNo: number, rng: Rng): Setup;
  spots(setup: Setup): SpotInfo[];
  draw(rng: Rng, setup: Setup): Result;
  /** A player's total win; a RangeError for bets it cannot take. */
  settle(bets: readonly SpotBet[], result: Result): number;
};

const kind = <Setup, Result>(arena: ArenaKind<Setup, Result>) => arena as unknown as ArenaKind;

/** Sabong: a fight every 90 s, its odds published when betting opens. */
export const SABONG = kind<cockfight.Fight, cockfight.CockfightResult>({
  engine: 'sabong',
  bettingMs: 60_000,
  playMs: 30_000,
  rtp: cockfight.TARGET_RTP,
  open: (roundNo, rng) => cockfight.openFight(roundNo, rng),
  spots: cockfight.spotsFor,
  draw: cockfight.draw,
  settle: cockfight.settle,
});

/**
 * Baccarat: a coup every 35 s from a fresh 8-deck shoe, dealt with the standard tableau; one kind
 * per paytable (with the 5 % commission on banker, or without it but 1:2 on a banker win with 6).
 */
export const BACCARAT_KINDS: readonly ArenaKind[] = baccarat.BACCARAT_VARIANTS.map((variant) => {
  const table = baccarat.createBaccarat(variant);
  const spots = [...variant.paytable];
  return kind<null, baccarat.BaccaratResult>({
    engine: 'baccarat',
    variant: { id: variant.id, names: variant.names },
    bettingMs: 20_000,
    playMs: 15_000,
    rtp: variant.rtp,
    open: () => null,
    spots: () => spots,
    draw: (rng) => table.draw(rng),
    settle: table.settle,
  });
});

/** The standard baccarat table (banker 0.95:1). */
export const BACCARAT = BACCARAT_KINDS[0] as ArenaKind;

/** Virtual football: a match every 75 s, 1X2 priced from the teams' strengths. */
export const FOOTBALL = kind<football.Fixture, football.FootballResult>({
  engine: 'football',
  bettingMs: 45_000,
  playMs: 30_000,
  rtp: football.TARGET_RTP,
  open: (_roundNo, rng) => football.nextFixture(rng),
  spots: football.spotsFor,
  draw: football.draw,
  settle: football.settle,
});

/** Keno quick draw: 20 balls of 80 every 60 s, bets on their sum (Big/Small, Odd/Even). */
export const KENO = kind<null, keno.KenoResult>({
  engine: 'keno',
  bettingMs: 40_000,
  playMs: 20_000,
  rtp: keno.KENO_RTP,
  open: () => null,
  spots: () => keno.KENO_SPOTS,
  draw: (rng) => keno.draw(rng),
  settle: keno.settle,
});
