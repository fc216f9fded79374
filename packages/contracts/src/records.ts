import { z } from 'zod';
import { BigSerialId } from './ids.js';
import { BetRecord, INHOUSE_GAMES } from './inhouse.js';
import { LotteryRecord } from './lottery-orders.js';
import {
  MONEY_RECORD_MAX_PAGE_SIZE,
  MONEY_RECORD_PAGE_SIZE,
  RECORD_RANGE_FIELDS,
} from './money-records.js';
import { listPage } from './pages.js';
import { Instant, Minor } from './units.js';

/**
 * Game records (SPEC §7 /lgw/orders, /orders/detail; /m/gameRecord): the member's in-house bets,
 * lottery orders and game providers' rounds in one list, newest first.
 */

export const RECORDS_PAGE_SIZE = MONEY_RECORD_PAGE_SIZE;
export const RECORDS_MAX_PAGE_SIZE = MONEY_RECORD_MAX_PAGE_SIZE;

export const RECORD_GAMES = [...INHOUSE_GAMES, 'lottery', 'vendor'] as const;
export const RecordGame = z.enum(RECORD_GAMES);
export type RecordGame = z.infer<typeof RecordGame>;

/**
 * GET /lgw/orders: the member's bets, newest first; a period or a from/to range (epoch ms). A
 * lottery game's code keeps its orders only, and `open` those with a bet still waiting for its draw.
 */
export const RecordsQuery = z
  .object({
    game: RecordGame.optional(),
    gameCode: z
      .string()
      .regex(/^[A-Z0-9_]{1,32}$/)
      .optional(),
    open: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    ...RECORD_RANGE_FIELDS,
  })
  .superRefine((query, context) => {
    if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'to is before from' });
    }
    const lotteryOnly = query.gameCode !== undefined || query.open !== undefined;
    if (lotteryOnly && query.game !== undefined && query.game !== 'lottery') {
      context.addIssue({
        code: 'custom',
        path: ['game'],
        message: 'gameCode and open are lottery filters',
      });
    }
    if (query.period !== undefined && (query.from !== undefined || query.to !== undefined)) {
      context.addIssue({ code: 'custom', path: ['period'], message: 'a period or from/to' });
    }
  });
export type RecordsQuery = z.input<typeof RecordsQuery>;
/** A records query as the server reads it (defaults applied). */
export type RecordsFilter = z.output<typeof RecordsQuery>;

export const RecordTotals = z.object({
  count: z.number().int(),
  stake: Minor,
  payout: Minor,
  profit: Minor,
});
export type RecordTotals = z.infer<typeof RecordTotals>;

/**
 * A round of a game provider's game (modules/providers): what its bets staked (less any the
 * provider cancelled) and what it paid; open until the provider's credit ends it.
 */
export const VendorRecord = z.object({
  id: z.number().int(),
  game: z.literal('vendor'),
  /** The lobby's name of the game and of its vendor. */
  gameName: z.string(),
  vendorName: z.string(),
  /** The provider's own round id. */
  roundId: z.string(),
  status: z.enum(['open', 'settled', 'cancelled']),
  stake: Minor,
  payout: Minor,
  /** payout − stake; 0 while the round is open. */
  profit: Minor,
  createdAt: Instant,
  settledAt: Instant.nullable(),
});
export type VendorRecord = z.infer<typeof VendorRecord>;

/**
 * One record: an in-house bet (game dice or slot), a lottery order (game lottery) or a provider's
 * round (game vendor).
 */
export const GameRecord = z.discriminatedUnion('game', [BetRecord, LotteryRecord, VendorRecord]);
export type GameRecord = z.infer<typeof GameRecord>;

const page = <T extends z.ZodType>(item: T) =>
  listPage(item).extend({
    /** Over every record the filter matches, not only this page. */
    totals: RecordTotals,
  });

/** GET /lgw/orders: every game's records. */
export const OrdersPage = page(GameRecord);
export type OrdersPage = z.infer<typeof OrdersPage>;

/** The in-house games' records alone: what /lgw/orders answers with game=dice or game=slot. */
export const RecordsPage = page(BetRecord);
export type RecordsPage = z.infer<typeof RecordsPage>;

/**
 * GET /lgw/orders/detail?id=: one of the member's records; another member's is 404. Lottery
 * orders are numbered apart from in-house bets: game=lottery names one.
 */
export const RecordDetailQuery = z.object({
  id: BigSerialId,
  game: RecordGame.optional(),
});
