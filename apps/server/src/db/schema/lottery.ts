import type { BetType, DrawStatus, NumberFormatCode, PrizeMode } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import {
  bigId,
  bigNumber,
  minorAmount,
  zeroMinor,
  timestampTz,
  stampedNow,
  flag,
  sortOrder,
  bigintRef,
  integerRef,
  memberKeyIndexes,
  tyEnTexts,
  type TyEnTexts,
} from './columns.js';
import { ledgerTransactionRef, optionalLedgerTransactionRef } from './ledger.js';
import { memberRef, memberOwnedRow } from './members.js';
import { merchantRef, merchantOwnedRow } from './merchants.js';

/** When a game draws: every `seconds` from the local midnight, or once a day at `time` (HH:MM). */
export type LotterySchedule =
  { kind: 'interval'; seconds: number } | { kind: 'daily'; time: string };
export type LotteryTexts = TyEnTexts;

/**
 * A lottery game of a merchant (SPEC §3 "Lottery game"): its number format, schedule, sale
 * window (a draw opens for sale `sale_seconds` before its draw time and closes `lock_seconds`
 * before it), prize modes, play switches and limits (minor units).
 */
export const lotteryGames = pgTable(
  'lottery_games',
  {
    ...merchantOwnedRow(),
    gameCode: text().notNull(),
    gameGroupCode: text().notNull(),
    names: tyEnTexts(),
    remarks: tyEnTexts(),
    numberFormat: text().$type<NumberFormatCode>().notNull(),
    schedule: jsonb().$type<LotterySchedule>().notNull(),
    saleSeconds: integer().notNull(),
    lockSeconds: integer().notNull(),
    prizeModes: jsonb().$type<PrizeMode[]>().notNull(),
    tradPlay: flag(true),
    entPlay: flag(true),
    isHot: flag(false),
    enabled: flag(true),
    sortOrder: sortOrder(),
    /** Each bet's stake bounds and one member's total on one draw. */
    betMin: minorAmount(),
    betMax: minorAmount(),
    drawMax: minorAmount(),
  },
  (t) => [
    unique('lottery_games_code').on(t.merchantId, t.gameCode),
    check(
      'lottery_games_window',
      sql`${t.lockSeconds} >= 0 AND ${t.saleSeconds} > ${t.lockSeconds}`,
    ),
    check(
      'lottery_games_limits',
      sql`${t.betMin} > 0 AND ${t.betMax} >= ${t.betMin} AND ${t.drawMax} >= ${t.betMax}`,
    ),
  ],
);

/**
 * One draw (numero) of a game, created ahead with its seed and the seed's SHA-256, which is
 * published at once. Until the draw the seed is kept only encrypted (`seed_sealed`, AES-256-GCM
 * with a key outside the database: modules/lottery/seed-box.ts); the draw writes it in `seed`,
 * public from then on, with `bets_digest` (the bets sealed at the close, mixed into the result).
 * `seed_legacy` holds a plain seed migration 0028 found unrevealed until the server seals it on
 * start. (game, numero) is unique, so a
 * draw is created once however many engines run; status moves forward only (scheduled → selling
 * → locked → drawn | void), each step a conditional update. `settled_at` marks every bet on it
 * settled (drawn) or refunded (void).
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigId(),
    merchantId: merchantRef(),
    gameId: integerRef(() => lotteryGames.id, 'cascade').notNull(),
    numero: text().notNull(),
    openAt: timestampTz().notNull(),
    lockAt: timestampTz().notNull(),
    drawAt: timestampTz().notNull(),
    /** The revealed seed: null until the draw. */
    seed: text(),
    seedSealed: text(),
    seedLegacy: text(),
    seedHash: text().notNull(),
    /** SHA-256 of the draw's bets sealed at the close (betsDigestOf); null on v1 draws. */
    betsDigest: text(),
    status: text().$type<DrawStatus>().notNull().default('scheduled'),
    winningNumber: text(),
    drawnAt: timestampTz(),
    settledAt: timestampTz(),
    createdAt: stampedNow(),
  },
  (t) => [
    unique('lottery_draws_numero').on(t.gameId, t.numero),
    index('lottery_draws_game_time').on(t.gameId, t.drawAt),
    index('lottery_draws_pending')
      .on(t.drawAt)
      .where(sql`${t.settledAt} IS NULL`),
    check('lottery_draws_times', sql`${t.openAt} < ${t.lockAt} AND ${t.lockAt} <= ${t.drawAt}`),
    check('lottery_draws_result', sql`(${t.status} = 'drawn') = (${t.winningNumber} IS NOT NULL)`),
    check('lottery_draws_seed_hidden', sql`${t.status} IN ('drawn', 'void') OR ${t.seed} IS NULL`),
    check(
      'lottery_draws_seed_kept',
      sql`${t.seed} IS NOT NULL OR ${t.seedSealed} IS NOT NULL OR ${t.seedLegacy} IS NOT NULL`,
    ),
  ],
);

/**
 * A member's order: bets on one draw, paid for by one ledger transaction (the stake) written in
 * the same database transaction. (member, idempotency key) is unique: a retried order is one
 * order. `house_kind` is the house account the stake went to, which pays or refunds it.
 */
export const lotteryOrders = pgTable(
  'lottery_orders',
  {
    ...memberOwnedRow('restrict'),
    drawId: bigintRef(() => lotteryDraws.id, 'restrict').notNull(),
    idempotencyKey: text().notNull(),
    prizeMode: text().$type<PrizeMode>().notNull(),
    houseKind: text().notNull(),
    stakeTransactionId: ledgerTransactionRef(),
    createdAt: stampedNow(),
  },
  (t) => [
    ...memberKeyIndexes('lottery_orders', t),
    // The weekly leaderboard sums a merchant's stakes in a week.
    index('lottery_orders_merchant_time').on(t.merchantId, t.createdAt),
    index('lottery_orders_draw').on(t.drawId),
  ],
);

/**
 * One bet of an order. It leaves `open` once, by a conditional update in the transaction that
 * moves its money: won / lost (settlement), cancelled (the member, before the sale closed) or
 * refunded (a void draw). The ledger keys of those movements are unique too.
 */
export const lotterySuborders = pgTable(
  'lottery_suborders',
  {
    id: bigId(),
    orderId: bigintRef(() => lotteryOrders.id, 'restrict').notNull(),
    drawId: bigintRef(() => lotteryDraws.id, 'restrict').notNull(),
    memberId: memberRef('restrict'),
    betType: text().$type<BetType>().notNull(),
    position: integer(),
    pick: text().notNull(),
    amount: minorAmount(),
    multiple: integer().notNull(),
    stake: minorAmount(),
    /** Odds in basis points of the stake, taken at the bet. */
    oddsBp: bigNumber().notNull(),
    status: text().$type<'open' | 'won' | 'lost' | 'cancelled' | 'refunded'>().notNull(),
    hits: integer(),
    payout: zeroMinor(),
    /** The payout or refund's ledger transaction. */
    settleTransactionId: optionalLedgerTransactionRef(),
    settledAt: timestampTz(),
    /**
     * Settled (won or lost) and valid (modules/wallet/valid-bet.ts): it counts for turnover,
     * rebates, VIP, missions and the leaderboard. False while open, and for ever once cancelled.
     */
    valid: flag(false),
  },
  (t) => [
    index('lottery_suborders_order').on(t.orderId),
    // A member's bets in placement order (rebates count them by id).
    index('lottery_suborders_member').on(t.memberId, t.id),
    index('lottery_suborders_open')
      .on(t.drawId, t.memberId)
      .where(sql`${t.status} = 'open'`),
    check(
      'lottery_suborders_amounts',
      sql`${t.stake} = ${t.amount} * ${t.multiple} AND ${t.stake} > 0 AND ${t.payout} >= 0`,
    ),
  ],
);
