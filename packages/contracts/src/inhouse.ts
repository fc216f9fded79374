import { z } from 'zod';
import { DICE_DIRECTIONS, isDiceTargetAllowed, SLOT_SYMBOLS } from './inhouse-games.js';
import { text } from './text.js';
import { SETTLED_FIELDS } from './pages.js';
import { Instant, Minor } from './units.js';

export * from './inhouse-fair.js';
export * from './inhouse-games.js';
export * from './inhouse-settle.js';

/**
 * The in-house games (dice, slot) and the member's game records. SPEC §7 names the records'
 * paths (/lgw/orders, /orders/detail) but not their shapes; the games' paths are ours, in the
 * same style. Amounts on this wire are integer minor units (₱1.00 = 100), unlike the wallet's
 * sumBalance, so a stake never passes through a float.
 */
export const INHOUSE_GAMES = ['dice', 'slot'] as const;
export const InhouseGame = z.enum(INHOUSE_GAMES);
export type InhouseGame = z.infer<typeof InhouseGame>;

export const INHOUSE_PATHS = {
  fairness: '/lgw/inhouse/fairness',
  clientSeed: '/lgw/inhouse/fairness/client-seed',
  rotate: '/lgw/inhouse/fairness/rotate',
  dice: '/lgw/inhouse/dice/bet',
  slot: '/lgw/inhouse/slot/bet',
  orders: '/lgw/orders',
  detail: '/lgw/orders/detail',
} as const;

/** Stake bounds in minor units: ₱1.00 to ₱10,000.00. */
export const BET_MIN_MINOR = 100;
export const BET_MAX_MINOR = 1_000_000;

const Stake = z.number().int().min(BET_MIN_MINOR).max(BET_MAX_MINOR);
/** The client's key of one bet: sending it again answers the first bet, never a second one. */
export const IdempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** POST /lgw/inhouse/dice/bet. `target` in hundredths (50.00 → 5000). */
export const DiceBetInput = z
  .object({
    amount: Stake,
    target: z.number().int().min(0).max(9_999),
    direction: z.enum(DICE_DIRECTIONS),
    idempotencyKey: IdempotencyKey,
  })
  .superRefine((input, context) => {
    if (!isDiceTargetAllowed(input.target, input.direction)) {
      context.addIssue({ code: 'custom', path: ['target'], message: 'win chance 1 % to 98 %' });
    }
  });
export type DiceBetInput = z.infer<typeof DiceBetInput>;

/** POST /lgw/inhouse/slot/bet: one spin over all five lines for `amount`. */
export const SlotBetInput = z.object({ amount: Stake, idempotencyKey: IdempotencyKey });
export type SlotBetInput = z.infer<typeof SlotBetInput>;

export const DiceOutcome = z.object({
  game: z.literal('dice'),
  target: z.number().int(),
  direction: z.enum(DICE_DIRECTIONS),
  /** 0–9999: the roll in hundredths. */
  roll: z.number().int(),
  multiplier: z.number(),
  win: z.boolean(),
});
export type DiceOutcome = z.infer<typeof DiceOutcome>;

export const SlotLineWin = z.object({
  line: z.number().int(),
  symbol: z.enum(SLOT_SYMBOLS),
  count: z.number().int(),
  multiplier: z.number().int(),
});
export type SlotLineWin = z.infer<typeof SlotLineWin>;

export const SlotOutcome = z.object({
  game: z.literal('slot'),
  /** The top row's position on each reel strip. */
  stops: z.array(z.number().int()),
  /** grid[row][reel]. */
  grid: z.array(z.array(z.enum(SLOT_SYMBOLS))),
  wins: z.array(SlotLineWin),
});
export type SlotOutcome = z.infer<typeof SlotOutcome>;

export const BetOutcome = z.discriminatedUnion('game', [DiceOutcome, SlotOutcome]);
export type BetOutcome = z.infer<typeof BetOutcome>;

/** A bet's fairness data; serverSeed is null until the member rotates the seed it was made with. */
export const BetFairness = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  serverSeed: z.string().nullable(),
});
export type BetFairness = z.infer<typeof BetFairness>;

/** One bet as its player sees it (a game record). */
export const BetRecord = z.object({
  id: z.number().int(),
  game: InhouseGame,
  stake: Minor,
  payout: Minor,
  /** payout − stake. */
  profit: Minor,
  /** Epoch ms. */
  createdAt: Instant,
  outcome: BetOutcome,
  fairness: BetFairness,
});
export type BetRecord = z.infer<typeof BetRecord>;

/** A settled bet and the member's balance after it (minor units). */
export const BetResult = BetRecord.extend(SETTLED_FIELDS);
export type BetResult = z.infer<typeof BetResult>;

/** A revealed seed pair: every bet with nonces below `nonce` can now be verified. */
export const RevealedSeed = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type RevealedSeed = z.infer<typeof RevealedSeed>;

/** GET /lgw/inhouse/fairness: the seed pair in use (server seed hidden) and the last revealed. */
export const FairnessState = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The next bet's nonce. */
  nonce: z.number().int(),
  previous: RevealedSeed.nullable(),
});
export type FairnessState = z.infer<typeof FairnessState>;

const ClientSeed = text()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces');

/** PUT /lgw/inhouse/fairness/client-seed: applies to the next bet. */
export const ClientSeedInput = z.object({ clientSeed: ClientSeed });

/** POST /lgw/inhouse/fairness/rotate: reveals the server seed, commits to a new one. */
export const RotateSeedInput = z.object({ clientSeed: ClientSeed.optional() });
