import { z } from 'zod';
import {
  DrawStatus,
  GameCode,
  LOTTERY_FAIRNESS_ALGORITHMS,
  NumberFormatCode,
  LotteryLimits,
} from './lottery.js';
import { OPERATOR_PREFIX, OperatorMerchantParams } from './operator.js';
import { Instant, Minor } from './units.js';

/**
 * The merchant's lottery as the back office runs it: its games (on or off, hot, order, play
 * switches and limits) and each game's draws with their results and proofs. A result is never
 * set by hand: the draw engine draws it from the seed committed before the sale, and the console
 * shows the server's own check of that commitment beside each result.
 */
export const operatorLotteryPath = (merchantCode: string) =>
  `${OPERATOR_PREFIX}/merchants/${encodeURIComponent(merchantCode)}/lottery`;

const TyEn = z.object({ TY: z.string(), EN: z.string() });

/** When a game draws: every `seconds` from Manila's midnight, or once a day at `time` (HH:MM). */
export const LotterySchedule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('interval'), seconds: z.number().int() }),
  z.object({ kind: z.literal('daily'), time: z.string() }),
]);

export const OperatorLotteryGame = LotteryLimits.extend({
  gameCode: z.string(),
  gameGroupCode: z.string(),
  names: TyEn,
  numberFormat: NumberFormatCode,
  schedule: LotterySchedule,
  /** A draw opens for sale this long before its draw time, and closes `lockSeconds` before it. */
  saleSeconds: z.number().int(),
  lockSeconds: z.number().int(),
  /** The traditional and the entertainment play (SPEC §3 tradPlay / entPlay). */
  tradPlay: z.boolean(),
  entPlay: z.boolean(),
  isHot: z.boolean(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  /** The draw now selling or waiting for its result; null when the game has none (off). */
  nextDrawAt: Instant.nullable(),
});
export type OperatorLotteryGame = z.infer<typeof OperatorLotteryGame>;

export const OperatorLotteryGameParams = OperatorMerchantParams.extend({ gameCode: GameCode });

/**
 * PUT …/lottery/games/:gameCode: what the operator may change while the game runs. A game
 * switched off creates no new draws and leaves the lobby; draws already sold are still drawn
 * and paid. New limits apply to bets placed from then on. The schedule and sale window stay:
 * draws are created ahead with them.
 */
export const OperatorLotteryGameChange = z
  .object({
    enabled: z.boolean(),
    isHot: z.boolean(),
    tradPlay: z.boolean(),
    entPlay: z.boolean(),
    sortOrder: z.number().int().min(0).max(9_999),
    betMin: Minor.positive(),
    betMax: Minor.positive(),
    drawMax: Minor.positive(),
  })
  .partial()
  .refine((change) => Object.keys(change).length > 0, {
    message: 'at least one field',
    path: ['enabled'],
  });
export type OperatorLotteryGameChange = z.infer<typeof OperatorLotteryGameChange>;

export const OPERATOR_DRAWS_PAGE_SIZE = 50;

/** GET …/lottery/games/:gameCode/draws?status=&before=: newest first, `before` a draw time. */
export const OperatorLotteryDrawsQuery = z.object({
  status: DrawStatus.optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(OPERATOR_DRAWS_PAGE_SIZE),
});
export type OperatorLotteryDrawsQuery = z.input<typeof OperatorLotteryDrawsQuery>;

/** The server's check of a result against its commitment (contracts' verifyDraw). */
export const DRAW_CHECKS = ['valid', 'hash', 'format', 'number'] as const;
export type DrawCheck = (typeof DRAW_CHECKS)[number];

export const OperatorLotteryDraw = z.object({
  numero: z.string(),
  status: DrawStatus,
  openAt: Instant,
  lockAt: Instant,
  drawAt: Instant,
  drawnAt: Instant.nullable(),
  /** Every bet on it paid or refunded. */
  settledAt: Instant.nullable(),
  winningNumber: z.string().nullable(),
  /** Published when the draw was created; the seed only once drawn (or void). */
  seedHash: z.string(),
  seed: z.string().nullable(),
  betsDigest: z.string().nullable(),
  algorithm: z.enum(LOTTERY_FAIRNESS_ALGORITHMS).nullable(),
  /** null until drawn. */
  proof: z.enum(DRAW_CHECKS).nullable(),
  /** Orders and bets placed on it, cancelled ones left out. */
  orders: z.number().int(),
  bets: z.number().int(),
  /** Stakes of those bets (refunded ones included), and what the winning ones paid. */
  stake: Minor,
  payout: Minor,
});
export type OperatorLotteryDraw = z.infer<typeof OperatorLotteryDraw>;

export const OperatorLotteryDraws = z.object({
  list: z.array(OperatorLotteryDraw),
  /** The `before` of the next page; null on the last. */
  next: Instant.nullable(),
});
export type OperatorLotteryDraws = z.infer<typeof OperatorLotteryDraws>;
