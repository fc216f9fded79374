import { and, asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { matching, rowByMemberKey, rowMatching } from '@/db/queries.js';
import { rowsOf } from '@/db/raw-rows.js';
import { lotteryDraws, lotteryGames, lotteryOrders, lotterySuborders } from '@/db/schema/index.js';
import type { DrawRow, GameRow } from './draws.repository.js';

export type OrderRow = typeof lotteryOrders.$inferSelect;
export type SuborderRow = typeof lotterySuborders.$inferSelect;
export type NewSuborder = typeof lotterySuborders.$inferInsert;

/** An order with its draw and game: what a record shows. */
export type OrderWithDraw = { order: OrderRow; draw: DrawRow; game: GameRow };

/** An open bet locked for settling, with the house account that holds its stake. */
export type LockedSuborder = Pick<
  SuborderRow,
  'id' | 'orderId' | 'memberId' | 'betType' | 'position' | 'pick' | 'stake' | 'oddsBp'
> & { houseKind: string };

const OPEN = eq(lotterySuborders.status, 'open');

/** SQL of lottery orders and their bets; pass a transaction handle to run inside it. */
export function createOrdersRepository(db: DbOrTx) {
  const withDraws = () =>
    db
      .select({ order: lotteryOrders, draw: lotteryDraws, game: lotteryGames })
      .from(lotteryOrders)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryOrders.drawId))
      .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.gameId));

  return {
    /**
     * The draw a bet names, share-locked until the transaction ends: the engine's draw of it
     * (an update) waits for the bet to commit, so a bet is settled with its draw or refused.
     */
    async lockDraw(gameId: number, numero: string): Promise<DrawRow | undefined> {
      return rowMatching(db, lotteryDraws, { gameId, numero }, 'share');
    },

    findByKey: (memberId: number, idempotencyKey: string): Promise<OrderRow | undefined> =>
      rowByMemberKey(db, lotteryOrders, memberId, idempotencyKey),

    subordersOf: (orderIds: number[]): Promise<SuborderRow[]> =>
      orderIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(lotterySuborders)
            .where(inArray(lotterySuborders.orderId, orderIds))
            .orderBy(asc(lotterySuborders.id)),

    /** The member's stakes still open on a draw. */
    async openStake(drawId: number, memberId: number): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${lotterySuborders.stake}), 0)::text` })
        .from(lotterySuborders)
        .where(and(matching(lotterySuborders, { drawId, memberId }), OPEN));
      return Number(row?.total ?? 0);
    },

    async insertOrder(row: typeof lotteryOrders.$inferInsert): Promise<OrderRow> {
      const [created] = await db.insert(lotteryOrders).values(row).returning();
      if (!created) throw new Error('lottery: order not inserted');
      return created;
    },

    insertSuborders: (rows: NewSuborder[]): Promise<SuborderRow[]> =>
      db.insert(lotterySuborders).values(rows).returning(),

    /** Members with open bets on a draw (a batch of them). */
    async openMembers(drawId: number, limit: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ memberId: lotterySuborders.memberId })
        .from(lotterySuborders)
        .where(and(eq(lotterySuborders.drawId, drawId), OPEN))
        .limit(limit);
      return rows.map((row) => row.memberId);
    },

    /**
     * The open bets on a draw of `memberIds`, row-locked in id order: settled once, whoever else
     * tries. Only what settling reads (a draw's batch is thousands of rows).
     */
    lockOpen: (drawId: number, memberIds: number[]): Promise<LockedSuborder[]> =>
      db
        .select({
          id: lotterySuborders.id,
          orderId: lotterySuborders.orderId,
          memberId: lotterySuborders.memberId,
          betType: lotterySuborders.betType,
          position: lotterySuborders.position,
          pick: lotterySuborders.pick,
          stake: lotterySuborders.stake,
          oddsBp: lotterySuborders.oddsBp,
          houseKind: lotteryOrders.houseKind,
        })
        .from(lotterySuborders)
        .innerJoin(lotteryOrders, eq(lotteryOrders.id, lotterySuborders.orderId))
        .where(
          and(
            eq(lotterySuborders.drawId, drawId),
            inArray(lotterySuborders.memberId, memberIds),
            OPEN,
          ),
        )
        .orderBy(asc(lotterySuborders.id))
        .for('update', { of: lotterySuborders }),

    /** The member's bets among `ids`, row-locked, with their draws (for a cancel). */
    lockForCancel: (memberId: number, ids: number[]) =>
      db
        .select({
          suborder: lotterySuborders,
          houseKind: lotteryOrders.houseKind,
          draw: lotteryDraws,
        })
        .from(lotterySuborders)
        .innerJoin(lotteryOrders, eq(lotteryOrders.id, lotterySuborders.orderId))
        .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotterySuborders.drawId))
        .where(and(eq(lotterySuborders.memberId, memberId), inArray(lotterySuborders.id, ids)))
        .orderBy(asc(lotterySuborders.id))
        .for('update', { of: lotterySuborders }),

    /**
     * Closes settled bets in one statement (not one UPDATE a bet): each leaves `open` with its
     * status, hits, payout, validity and ledger transaction. Answers how many it closed.
     */
    async closeSettled(
      closes: readonly {
        id: number;
        status: 'won' | 'lost' | 'refunded' | 'cancelled';
        hits: number | null;
        payout: number;
        valid: boolean;
        settleTransactionId: number | null;
      }[],
      settledAt: Date,
    ): Promise<number> {
      if (closes.length === 0) return 0;
      const rows = JSON.stringify(
        closes.map((c) => ({
          id: c.id,
          status: c.status,
          hits: c.hits,
          payout: c.payout,
          valid: c.valid,
          tx: c.settleTransactionId,
        })),
      );
      const closed = await db.execute(sql`
        WITH closed AS (
          UPDATE ${lotterySuborders} AS s
          SET status = v.status, hits = v.hits, payout = v.payout, valid = v.valid,
              settle_transaction_id = v.tx, settled_at = ${settledAt}
          FROM json_to_recordset(${rows}::json)
            AS v(id bigint, status text, hits integer, payout bigint, valid boolean, tx bigint)
          WHERE s.id = v.id AND s.status = 'open'
          RETURNING s.id
        )
        SELECT count(*)::int AS n FROM closed`);
      return rowsOf<{ n: number }>(closed)[0]?.n ?? 0;
    },

    /** The games the member bet on, last bet first. */
    async recentGameIds(memberId: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ gameId: lotteryDraws.gameId, last: max(lotteryOrders.createdAt) })
        .from(lotteryOrders)
        .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryOrders.drawId))
        .where(eq(lotteryOrders.memberId, memberId))
        .groupBy(lotteryDraws.gameId)
        .orderBy(desc(max(lotteryOrders.createdAt)))
        .limit(limit);
      return rows.map((row) => row.gameId);
    },

    /** The member's orders among `ids`, with their draws and games; another's are absent. */
    ordersOf: (memberId: number, ids: number[]): Promise<OrderWithDraw[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : withDraws().where(
            and(eq(lotteryOrders.memberId, memberId), inArray(lotteryOrders.id, ids)),
          ),
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
