import type { DrawStatus } from '@app/contracts';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { matching } from '@/db/queries.js';
import { lotteryDraws, lotteryGames, lotteryOrders, lotterySuborders } from '@/db/schema/index.js';
import type { DrawRow, GameRow } from './draws.repository.js';

/** What the operator may change on a game row. */
export type GameChange = Partial<
  Pick<
    GameRow,
    'enabled' | 'isHot' | 'tradPlay' | 'entPlay' | 'sortOrder' | 'betMin' | 'betMax' | 'drawMax'
  >
>;

/** Orders, bets, stakes and payouts placed on one draw (cancelled bets left out). */
export type DrawTotals = { orders: number; bets: number; stake: number; payout: number };

/** SQL of the back office's lottery: every game of a merchant, one game's draws and their totals. */
export function createOperatorLotteryRepository(db: DbOrTx) {
  return {
    /** Every game, on or off, in the lobby's order. */
    games: (merchantId: number): Promise<GameRow[]> =>
      db
        .select()
        .from(lotteryGames)
        .where(eq(lotteryGames.merchantId, merchantId))
        .orderBy(asc(lotteryGames.sortOrder), asc(lotteryGames.id)),

    /** Each game's next undrawn draw time. */
    async nextDraws(merchantId: number): Promise<Map<number, number>> {
      const rows = await db
        .select({ gameId: lotteryDraws.gameId, drawAt: sql<Date>`min(${lotteryDraws.drawAt})` })
        .from(lotteryDraws)
        .where(
          and(
            eq(lotteryDraws.merchantId, merchantId),
            inArray(lotteryDraws.status, ['scheduled', 'selling', 'locked']),
          ),
        )
        .groupBy(lotteryDraws.gameId);
      return new Map(rows.map((row) => [row.gameId, new Date(row.drawAt).getTime()]));
    },

    /** A game row locked for a change. */
    async lockGame(merchantId: number, gameCode: string): Promise<GameRow | undefined> {
      const [row] = await db
        .select()
        .from(lotteryGames)
        .where(matching(lotteryGames, { merchantId, gameCode }))
        .for('update');
      return row;
    },

    async updateGame(id: number, change: GameChange): Promise<GameRow> {
      const [row] = await db
        .update(lotteryGames)
        .set(change)
        .where(eq(lotteryGames.id, id))
        .returning();
      if (!row) throw new Error(`lottery game ${id} vanished under its lock`);
      return row;
    },

    /** A game's draws, newest first, drawn before `before` (epoch ms) when given. */
    draws: (
      gameId: number,
      query: { status?: DrawStatus | undefined; before?: number | undefined; limit: number },
    ): Promise<DrawRow[]> =>
      db
        .select()
        .from(lotteryDraws)
        .where(
          and(
            eq(lotteryDraws.gameId, gameId),
            query.status ? eq(lotteryDraws.status, query.status) : undefined,
            query.before ? lt(lotteryDraws.drawAt, new Date(query.before)) : undefined,
          ),
        )
        .orderBy(desc(lotteryDraws.drawAt))
        .limit(query.limit),

    /** Totals of the bets on these draws, through the orders' draw index. */
    async totals(drawIds: readonly number[]): Promise<Map<number, DrawTotals>> {
      if (drawIds.length === 0) return new Map();
      const placed = sql`${lotterySuborders.status} <> 'cancelled'`;
      const rows = await db
        .select({
          drawId: lotteryOrders.drawId,
          orders: sql<string>`count(DISTINCT ${lotteryOrders.id}) FILTER (WHERE ${placed})`,
          bets: sql<string>`count(*) FILTER (WHERE ${placed})`,
          stake: sql<string>`coalesce(sum(${lotterySuborders.stake}) FILTER (WHERE ${placed}), 0)`,
          payout: sql<string>`coalesce(sum(${lotterySuborders.payout}), 0)`,
        })
        .from(lotteryOrders)
        .innerJoin(lotterySuborders, eq(lotterySuborders.orderId, lotteryOrders.id))
        .where(inArray(lotteryOrders.drawId, [...drawIds]))
        .groupBy(lotteryOrders.drawId);
      return new Map(
        rows.map((row) => [
          row.drawId,
          {
            orders: Number(row.orders),
            bets: Number(row.bets),
            stake: Number(row.stake),
            payout: Number(row.payout),
          },
        ]),
      );
    },
  };
}
