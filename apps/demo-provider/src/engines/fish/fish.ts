import type { InstantEngine, Rng } from '../engine.js';
import { assertStake, type StakeRange } from '../slots/stake.js';

/**
 * A fish-shooting game: every bullet is a bet on the fish it hits. A kill pays the stake times the
 * fish's multiplier m, with probability RTP / m, so every shot returns exactly the RTP whatever
 * the player aims at. The draw is `rng.int(100 · m) < 96`: a whole-number chance, no floats.
 */
export type FishKind = {
  id: string;
  names: { ty: string; en: string };
  multiplier: number;
  /** How many of every 1,000 fish in the pond are of this kind (for the browser's spawner). */
  spawnPerMille: number;
};

/** The RTP in whole percent: the kill chance is this many in 100 · m. */
export const FISH_RTP_PERCENT = 96;

export const FISH_KINDS: readonly FishKind[] = [
  { id: 'dilis', names: { ty: 'Dilis', en: 'Anchovy' }, multiplier: 2, spawnPerMille: 300 },
  {
    id: 'galunggong',
    names: { ty: 'Galunggong', en: 'Round scad' },
    multiplier: 3,
    spawnPerMille: 240,
  },
  { id: 'tilapia', names: { ty: 'Tilapya', en: 'Tilapia' }, multiplier: 4, spawnPerMille: 160 },
  { id: 'bangus', names: { ty: 'Bangus', en: 'Milkfish' }, multiplier: 5, spawnPerMille: 120 },
  { id: 'lapu-lapu', names: { ty: 'Lapu-lapu', en: 'Grouper' }, multiplier: 8, spawnPerMille: 80 },
  { id: 'pusit', names: { ty: 'Pusit', en: 'Squid' }, multiplier: 10, spawnPerMille: 50 },
  { id: 'pawikan', names: { ty: 'Pawikan', en: 'Sea turtle' }, multiplier: 20, spawnPerMille: 25 },
  {
    id: 'lumba-lumba',
    names: { ty: 'Lumba-lumba', en: 'Dolphin' },
    multiplier: 30,
    spawnPerMille: 15,
  },
  { id: 'pating', names: { ty: 'Pating', en: 'Shark' }, multiplier: 50, spawnPerMille: 7 },
  {
    id: 'butanding',
    names: { ty: 'Butanding', en: 'Whale shark' },
    multiplier: 100,
    spawnPerMille: 3,
  },
];

/** Any whole number of minor units: a kill pays stake × m, a whole number too. */
export const FISH_STAKE: StakeRange = { min: 10, max: 10_000, step: 1 };

export type FishBet = { stake: number; fishKind: string };

export type FishOutcome = { fishKind: string; multiplier: number; killed: boolean };

/** The kill chance of a fish as a fraction in whole numbers: `hits` in `outOf`. */
export const killOdds = (kind: FishKind) => ({
  hits: FISH_RTP_PERCENT,
  outOf: 100 * kind.multiplier,
});

/** A pond: its fish and their multipliers. Every pond returns the same RTP on every shot. */
export type FishVariant = {
  id: string;
  names: { ty: string; en: string };
  kinds: readonly FishKind[];
};

export function createFish(variant: FishVariant): InstantEngine<FishBet, FishOutcome> {
  const kinds = new Map(variant.kinds.map((kind) => [kind.id, kind]));
  return {
    id: 'fish',
    // Exact by construction: (96 / (100 · m)) · m for every kind.
    rtp: FISH_RTP_PERCENT / 100,
    play({ stake, fishKind }: FishBet, rng: Rng) {
      assertStake(stake, FISH_STAKE);
      const kind = kinds.get(fishKind);
      if (!kind) throw new RangeError(`no fish kind ${fishKind}`);
      const { hits, outOf } = killOdds(kind);
      const killed = rng.int(outOf) < hits;
      return {
        outcome: { fishKind, multiplier: kind.multiplier, killed },
        win: killed ? stake * kind.multiplier : 0,
      };
    },
  };
}

/** The same fish with bigger multipliers, each rarer to kill: fewer, bigger wins. */
const DEEP_MULTIPLIERS: Readonly<Record<string, number>> = {
  dilis: 3,
  galunggong: 4,
  tilapia: 6,
  bangus: 8,
  'lapu-lapu': 12,
  pusit: 15,
  pawikan: 30,
  'lumba-lumba': 50,
  pating: 80,
  butanding: 150,
};

export const FISH_VARIANTS: readonly FishVariant[] = [
  { id: 'reef', names: { ty: 'Bahura', en: 'Reef' }, kinds: FISH_KINDS },
  {
    id: 'deep',
    names: { ty: 'Malalim na Dagat', en: 'Deep Sea' },
    kinds: FISH_KINDS.map((kind) => ({
      ...kind,
      multiplier: DEEP_MULTIPLIERS[kind.id] ?? kind.multiplier,
    })),
  },
];

/** The reef pond. */
export const fish = createFish(FISH_VARIANTS[0] as FishVariant);
