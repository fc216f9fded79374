import type { RecordGame } from '@app/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { rowsOf } from '@/db/raw-rows.js';
import { memberRecordsWhere } from '@/db/queries.js';
import { inhouseBets, lotteryOrders, lotterySuborders, vendorRounds } from '@/db/schema/index.js';

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

/**
 * A record's place in the list: its game (dice, slot, lottery, vendor) and its id in that game's
 * table.
 */
export type RecordRef = { game: RecordGame; id: number };

const GAME = sql<RecordGame>`'lottery'`;
const VENDOR = sql<RecordGame>`'vendor'`;

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
 * SQL of the game records: the member's in-house bets, lottery orders and providers' rounds as
 * one list, newest first (UNION ALL of the tables, each through its member-and-time index). A
 * round's stake counts once the provider's bets are in, its payout as credited.
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
  const vendorWhere = (f: RecordFilter): SQL | undefined => memberRecordsWhere(vendorRounds, f);
  const wants = (f: RecordFilter) => {
    const lotteryOnly = f.game === 'lottery' || f.gameCode !== undefined || f.open !== undefined;
    return {
      inhouse: !lotteryOnly && f.game !== 'vendor',
      lottery: f.game === undefined || lotteryOnly,
      vendor: !lotteryOnly && (f.game === undefined || f.game === 'vendor'),
    };
  };
  /** The selects (of the same columns) the filter wants, as one: their UNION ALL. */
  const wantedUnion = (
    f: RecordFilter,
    selects: Record<'inhouse' | 'lottery' | 'vendor', { getSQL(): SQL }>,
  ): SQL => {
    const want = wants(f);
    return sql.join(
      (['inhouse', 'lottery', 'vendor'] as const)
        .filter((table) => want[table])
        .map((table) => sql`(${selects[table].getSQL()})`),
      sql` UNION ALL `,
    );
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
      const vendor = db
        .select({ game: VENDOR.as('game'), id: vendorRounds.id, createdAt: vendorRounds.createdAt })
        .from(vendorRounds)
        .where(vendorWhere(filter));
      const records = wantedUnion(filter, { inhouse, lottery, vendor });
      const rows = rowsOf<{ game: RecordGame; id: number | string }>(
        await db.execute(
          sql`${records} ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
        ),
      );
      return rows.map((row) => ({ game: row.game, id: Number(row.id) }));
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
      const vendor = db
        .select({
          stake: sql<string>`${vendorRounds.stake}`.as('stake'),
          payout: sql<string>`${vendorRounds.payout}`.as('payout'),
        })
        .from(vendorRounds)
        .where(vendorWhere(filter));
      const records = wantedUnion(filter, { inhouse, lottery, vendor });
      const [row] = rowsOf<{ count: number; stake: string; payout: string }>(
        await db.execute(sql`
          SELECT count(*)::int AS count, coalesce(sum(stake), 0)::text AS stake,
            coalesce(sum(payout), 0)::text AS payout
          FROM (${records}) AS records`),
      );
      return {
        count: row?.count ?? 0,
        stake: Number(row?.stake ?? 0),
        payout: Number(row?.payout ?? 0),
      };
    },
  };
}

export type GameRecords = ReturnType<typeof createGameRecords>;
