import type { RecordGame } from '@app/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client.js';
import { memberRecordsWhere } from '@/db/queries.js';
import { inhouseBets, lotteryOrders, lotterySuborders } from '@/db/schema/index.js';

/**
 * Which of a member's records: by game and by time (from inclusive, to exclusive); lottery orders
 * also by their game's code and by having a bet still open. Either lottery filter means lottery only.
 */
export type RecordFilter = {
  memberId: number;
  game?: RecordGame;
  from?: Date;
  to?: Date;
  gameCode?: string;
  open?: boolean;
};

/** A record's place in the list: its game (dice, slot, lottery) and its id in that game's table. */
export type RecordRef = { game: RecordGame; id: number };

const GAME = sql<RecordGame>`'lottery'`;

/**
 * A lottery order's stake still riding or settled, and what it paid. The order's id is written
 * with its table: a subquery's own columns are written bare, and `id` would be the bet's.
 */
const orderId = sql`${lotteryOrders}.${sql.identifier('id')}`;
const orderStake = sql<string>`(SELECT coalesce(sum(${lotterySuborders.stake}) FILTER (WHERE ${lotterySuborders.status} NOT IN ('cancelled', 'refunded')), 0) FROM ${lotterySuborders} WHERE ${lotterySuborders.orderId} = ${orderId})`;
const orderPayout = sql<string>`(SELECT coalesce(sum(${lotterySuborders.payout}), 0) FROM ${lotterySuborders} WHERE ${lotterySuborders.orderId} = ${orderId})`;

/** Columns written with their table (a subquery's bare `id` would be its own table's). */
const column = (table: string, name: string) =>
  sql`${sql.identifier(table)}.${sql.identifier(name)}`;
/** The order's draw is one of the game's (its code is unique within the member's merchant). */
const ofGame = (gameCode: string) =>
  sql`SELECT 1 FROM lottery_draws JOIN lottery_games ON ${column('lottery_games', 'id')} = ${column('lottery_draws', 'game_id')} WHERE ${column('lottery_draws', 'id')} = ${column('lottery_orders', 'draw_id')} AND ${column('lottery_games', 'game_code')} = ${gameCode}`;
/** The order has a bet still waiting for its draw. */
const openBet = sql`SELECT 1 FROM lottery_suborders WHERE ${column('lottery_suborders', 'order_id')} = ${orderId} AND ${column('lottery_suborders', 'status')} = 'open'`;

/**
 * SQL of the game records: the member's in-house bets and lottery orders as one list, newest
 * first (UNION ALL of the two tables, each through its member-and-time index).
 */
export function createGameRecords(db: DbOrTx) {
  const inhouseWhere = (f: RecordFilter): SQL | undefined =>
    memberRecordsWhere(
      inhouseBets,
      f,
      f.game === undefined ? undefined : eq(inhouseBets.game, f.game),
    );
  const lotteryWhere = (f: RecordFilter): SQL | undefined =>
    memberRecordsWhere(
      lotteryOrders,
      f,
      f.gameCode === undefined ? undefined : sql`EXISTS (${ofGame(f.gameCode)})`,
      f.open === undefined
        ? undefined
        : f.open
          ? sql`EXISTS (${openBet})`
          : sql`NOT EXISTS (${openBet})`,
    );
  const wants = (f: RecordFilter) => {
    const lotteryOnly = f.game === 'lottery' || f.gameCode !== undefined || f.open !== undefined;
    return { inhouse: !lotteryOnly, lottery: f.game === undefined || lotteryOnly };
  };

  return {
    /** One page of references, newest first. */
    async page(filter: RecordFilter, offset: number, limit: number): Promise<RecordRef[]> {
      const inhouse = db
        .select({
          game: sql<RecordGame>`${inhouseBets.game}`.as('game'),
          id: inhouseBets.id,
          createdAt: inhouseBets.createdAt,
        })
        .from(inhouseBets)
        .where(inhouseWhere(filter));
      const lottery = db
        .select({ game: GAME.as('game'), id: lotteryOrders.id, createdAt: lotteryOrders.createdAt })
        .from(lotteryOrders)
        .where(lotteryWhere(filter));
      const want = wants(filter);
      const both = want.inhouse && want.lottery ? unionAll(inhouse, lottery) : undefined;
      const query = both ?? (want.inhouse ? inhouse : lottery);
      const rows = await query
        .orderBy(sql`created_at DESC`, sql`id DESC`)
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ game: row.game, id: row.id }));
    },

    /** Count, stake and payout over every record the filter matches. */
    async totals(filter: RecordFilter) {
      const inhouse = db
        .select({
          stake: sql<string>`${inhouseBets.stake}`.as('stake'),
          payout: sql<string>`${inhouseBets.payout}`.as('payout'),
        })
        .from(inhouseBets)
        .where(inhouseWhere(filter));
      const lottery = db
        .select({ stake: orderStake.as('stake'), payout: orderPayout.as('payout') })
        .from(lotteryOrders)
        .where(lotteryWhere(filter));
      const want = wants(filter);
      const both = want.inhouse && want.lottery ? unionAll(inhouse, lottery) : undefined;
      const records = (both ?? (want.inhouse ? inhouse : lottery)).as('records');
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          stake: sql<string>`coalesce(sum(${records.stake}), 0)::text`,
          payout: sql<string>`coalesce(sum(${records.payout}), 0)::text`,
        })
        .from(records);
      return {
        count: row?.count ?? 0,
        stake: Number(row?.stake ?? 0),
        payout: Number(row?.payout ?? 0),
      };
    },
  };
}

export type GameRecords = ReturnType<typeof createGameRecords>;
