import { sha256Hex } from './inhouse-fair.js';
import {
  diceMultiplier,
  dicePayout,
  diceRoll,
  diceWins,
  slotGrid,
  slotPayout,
  slotStops,
  slotWins,
  type DiceDirection,
} from './inhouse-games.js';
import type { BetOutcome, DiceOutcome, SlotOutcome } from './inhouse.js';

export type SeedPair = { serverSeed: string; clientSeed: string; nonce: number };
export type Settled<O> = { outcome: O; payout: number };

/** A dice bet's outcome and payout (minor units), from its seeds alone. */
export function settleDice(
  seeds: SeedPair,
  bet: { amount: number; target: number; direction: DiceDirection },
): Settled<DiceOutcome> {
  const roll = diceRoll(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
  const win = diceWins(roll, bet.target, bet.direction);
  return {
    outcome: {
      game: 'dice',
      target: bet.target,
      direction: bet.direction,
      roll,
      multiplier: diceMultiplier(bet.target, bet.direction),
      win,
    },
    payout: win ? dicePayout(bet.amount, bet.target, bet.direction) : 0,
  };
}

/** A slot spin's outcome and payout (minor units), from its seeds alone. */
export function settleSlot(seeds: SeedPair, bet: { amount: number }): Settled<SlotOutcome> {
  const stops = slotStops(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
  const grid = slotGrid(stops);
  const wins = slotWins(grid);
  return { outcome: { game: 'slot', stops, grid, wins }, payout: slotPayout(bet.amount, wins) };
}

/** JSON with object keys sorted: a stored outcome (jsonb reorders keys) compares equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export type VerifiableBet = {
  stake: number;
  payout: number;
  outcome: BetOutcome;
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
};

export type Verification =
  { valid: true } | { valid: false; reason: 'hash' | 'outcome' | 'payout' };

/**
 * Checks a bet against a revealed server seed: the seed hashes to the commitment shown before
 * the bet, and recomputing the bet from the seeds gives the recorded outcome and payout.
 */
export function verifyBet(bet: VerifiableBet, serverSeed: string): Verification {
  if (sha256Hex(serverSeed) !== bet.fairness.serverSeedHash)
    return { valid: false, reason: 'hash' };
  const seeds = { serverSeed, clientSeed: bet.fairness.clientSeed, nonce: bet.fairness.nonce };
  const { outcome } = bet;
  const settled =
    outcome.game === 'dice'
      ? settleDice(seeds, { amount: bet.stake, ...outcome })
      : settleSlot(seeds, { amount: bet.stake });
  if (canonical(settled.outcome) !== canonical(outcome)) {
    return { valid: false, reason: 'outcome' };
  }
  return settled.payout === bet.payout ? { valid: true } : { valid: false, reason: 'payout' };
}
