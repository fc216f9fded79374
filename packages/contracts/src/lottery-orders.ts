import { z } from 'zod';
import { IdempotencyKey } from './inhouse.js';
import { BET_TYPES, FAST_POSITIONS } from './lottery-bets.js';
import { LOTTERY_FAIRNESS_ALGORITHMS } from './lottery-fair.js';
import {
  DrawStatus,
  GameCode,
  LotteryPrizeMode,
  NumberFormatCode,
  PrizeModeParam,
} from './lottery.js';
import { text } from './text.js';
import { SETTLED_FIELDS } from './pages.js';
import { Instant, Minor } from './units.js';

/**
 * Lottery orders (POST /lgw/orders): bets on one draw, each a suborder, cancelled through
 * /lgw/orders/suborders/cancel and listed as game records (records.ts). Minor units throughout.
 */

/** A stake's contract bounds; each game's own limits (LotteryLimits) are within them. */
export const LOTTERY_MAX_STAKE = 10_000_000;
export const LOTTERY_MAX_MULTIPLE = 1_000;
export const LOTTERY_MAX_BETS = 50;

/** One bet of an order: its stake is amount × multiple. */
export const LotteryBetItem = z
  .object({
    betType: z.enum(BET_TYPES),
    /** 1–5, the digit's place from the left: DIGIT, DIGIT_BIG_SMALL, DIGIT_ODD_EVEN only. */
    position: z.number().int().min(1).max(FAST_POSITIONS).optional(),
    /** A digit, BIG/SMALL, ODD/EVEN, a sum 0–45, or 2 / 3 digits (betProblem checks it). */
    pick: text().min(1).max(8),
    amount: z.number().int().min(1).max(LOTTERY_MAX_STAKE),
    multiple: z.number().int().min(1).max(LOTTERY_MAX_MULTIPLE).default(1),
  })
  .superRefine((bet, context) => {
    if (bet.amount * bet.multiple > LOTTERY_MAX_STAKE) {
      context.addIssue({ code: 'custom', path: ['multiple'], message: 'stake too large' });
    }
  });
export type LotteryBetItem = z.input<typeof LotteryBetItem>;

/** POST /lgw/orders: bets on one draw (numero) of one game; the stake leaves the wallet at once. */
export const LotteryOrderInput = z.object({
  gameCode: GameCode,
  numero: text().min(1).max(32),
  prizeMode: PrizeModeParam.default('LOTT'),
  idempotencyKey: IdempotencyKey,
  bets: z.array(LotteryBetItem).min(1).max(LOTTERY_MAX_BETS),
});
export type LotteryOrderInput = z.input<typeof LotteryOrderInput>;

export const SUBORDER_STATUSES = ['open', 'won', 'lost', 'cancelled', 'refunded'] as const;
export type SuborderStatus = (typeof SUBORDER_STATUSES)[number];
/** open: a bet awaits its draw; refunded: the draw was void. */
export const ORDER_STATUSES = ['open', 'settled', 'cancelled', 'refunded'] as const;

export const LotterySuborder = z.object({
  id: z.number().int(),
  betType: z.enum(BET_TYPES),
  position: z.number().int().nullable(),
  pick: z.string(),
  amount: Minor,
  multiple: z.number().int(),
  stake: Minor,
  /** Odds taken at the bet, stake included (9.7: a win pays 9.7 × the stake). */
  odds: z.number(),
  status: z.enum(SUBORDER_STATUSES),
  /** Hits once settled (ALL_2D / ALL_3D may hit several times), null before. */
  hits: z.number().int().nullable(),
  payout: Minor,
});
export type LotterySuborder = z.infer<typeof LotterySuborder>;

/** The draw an order is on, with what verifies it once drawn. */
export const DrawProof = z.object({
  numero: z.string(),
  status: DrawStatus,
  drawTime: Instant,
  winningNumber: z.string().nullable(),
  seedHash: z.string(),
  seed: z.string().nullable(),
  /** The sealed bets' digest, published with the result (null before the draw, and before v2). */
  betsDigest: z.string().nullable(),
  numberFormat: NumberFormatCode,
  algorithm: z.enum(LOTTERY_FAIRNESS_ALGORITHMS),
});
export type DrawProof = z.infer<typeof DrawProof>;

/** A lottery order as a game record (/lgw/orders): its bets and its draw. */
export const LotteryRecord = z.object({
  id: z.number().int(),
  game: z.literal('lottery'),
  gameCode: z.string(),
  gameName: z.string(),
  prizeMode: LotteryPrizeMode,
  numero: z.string(),
  /** The stakes still riding or settled (cancelled and refunded bets left out). */
  stake: Minor,
  payout: Minor,
  profit: Minor,
  status: z.enum(ORDER_STATUSES),
  createdAt: Instant,
  suborders: z.array(LotterySuborder),
  draw: DrawProof,
});
export type LotteryRecord = z.infer<typeof LotteryRecord>;

/** The placed order and the member's balance after it. */
export const LotteryOrderResult = LotteryRecord.extend(SETTLED_FIELDS);
export type LotteryOrderResult = z.infer<typeof LotteryOrderResult>;

/** POST /lgw/orders/suborders/cancel: the caller's open bets, before their draw's sales close. */
export const CancelSubordersInput = z.object({
  suborderIds: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(50),
});
export type CancelSubordersInput = z.infer<typeof CancelSubordersInput>;

export const CancelSubordersResult = z.object({
  /** Every id asked for is cancelled now (ones cancelled before are not refunded twice). */
  cancelled: z.array(z.number().int()),
  /** What this call refunded. */
  refunded: Minor,
  balance: Minor,
});
export type CancelSubordersResult = z.infer<typeof CancelSubordersResult>;
