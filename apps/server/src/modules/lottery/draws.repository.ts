import type { NumberFormatCode, SealedBet } from '@app/contracts';
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  gt,
  max,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { matching } from '@/db/queries.js';
import {
  lotteryDraws,
  lotteryGames,
  lotterySuborders,
  merchants,
  type LotteryTexts,
} from '@/db/schema/index.js';

export type GameRow = typeof lotteryGames.$inferSelect;
export type DrawRow = typeof lotteryDraws.$inferSelect;
export type NewDraw = typeof lotteryDraws.$inferInsert;

/** A draw due to be drawn, with what drawing it needs. */
export type DueDraw = {
  id: number;
  merchantId: number;
  gameId: number;
  gameCode: string;
  numero: string;
  numberFormat: NumberFormatCode;
  drawAt: Date;
};

/** An undrawn draw's seed as stored: sealed, or (before the start-up sealed it) legacy plain. */
export type HiddenSeed = {
  id: number;
  gameId: number;
  numero: string;
  seedSealed: string | null;
  seedLegacy: string | null;
};

/** The columns of a HiddenSeed. */
const hiddenSeedFields = {
  id: lotteryDraws.id,
  gameId: lotteryDraws.gameId,
  numero: lotteryDraws.numero,
  seedSealed: lotteryDraws.seedSealed,
  seedLegacy: lotteryDraws.seedLegacy,
};

/** A drawn or void draw whose bets are not all settled yet. */
export type UnsettledDraw = {
  id: number;
  merchantId: number;
  currency: string;
  status: DrawRow['status'];
  winningNumber: string | null;
  numberFormat: NumberFormatCode;
  numero: string;
  gameNames: LotteryTexts;
  currencySymbol: string;
};

const PENDING = ['scheduled', 'selling', 'locked'] as const;
const RESULTS = ['drawn', 'void'] as const;

/** The engine's scope: every merchant, or only these (a test's own merchant). */
const inScope = (merchantIds: readonly number[] | undefined): SQL | undefined =>
  merchantIds === undefined ? undefined : inArray(lotteryDraws.merchantId, [...merchantIds]);

/** A game's results: its draws drawn or void. */
const resultsOf = (gameId: number): SQL | undefined =>
  and(eq(lotteryDraws.gameId, gameId), inArray(lotteryDraws.status, [...RESULTS]));

/** SQL of lottery games and draws; pass a transaction handle to run inside it. */
export function createDrawsRepository(db: DbOrTx) {
  /** Moves the draws matching `where` to `status`; answers their merchants (one per draw). */
  async function moveDraws(status: 'selling' | 'locked', where: SQL | undefined) {
    const rows = await db
      .update(lotteryDraws)
      .set({ status })
      .where(where)
      .returning({ merchantId: lotteryDraws.merchantId });
    return rows.map((row) => row.merchantId);
  }

  return {
    gamesOf: (merchantId: number): Promise<GameRow[]> =>
      db
        .select()
        .from(lotteryGames)
        .where(matching(lotteryGames, { merchantId, enabled: true }))
        .orderBy(asc(lotteryGames.sortOrder), asc(lotteryGames.id)),

    enabledGames: (merchantIds?: readonly number[]): Promise<GameRow[]> =>
      db
        .select()
        .from(lotteryGames)
        .where(
          and(
            eq(lotteryGames.enabled, true),
            merchantIds === undefined
              ? undefined
              : inArray(lotteryGames.merchantId, [...merchantIds]),
          ),
        ),

    /** Each game's latest draw time (games without draws are absent). */
    async latestDrawTimes(gameIds: number[]): Promise<Map<number, number>> {
      if (gameIds.length === 0) return new Map();
      const rows = await db
        .select({ gameId: lotteryDraws.gameId, latest: max(lotteryDraws.drawAt) })
        .from(lotteryDraws)
        .where(inArray(lotteryDraws.gameId, gameIds))
        .groupBy(lotteryDraws.gameId);
      return new Map(rows.map((row) => [row.gameId, row.latest?.getTime() ?? 0]));
    },

    /** Inserts the draws not there yet ((game, numero) decides); answers the merchants of new ones. */
    async insertDraws(rows: NewDraw[]): Promise<number[]> {
      if (rows.length === 0) return [];
      const created = await db
        .insert(lotteryDraws)
        .values(rows)
        .onConflictDoNothing({ target: [lotteryDraws.gameId, lotteryDraws.numero] })
        .returning({ merchantId: lotteryDraws.merchantId });
      return created.map((row) => row.merchantId);
    },

    /** Opens the sale of draws whose window has begun; answers their merchants. */
    openSales: (now: Date, scope?: readonly number[]): Promise<number[]> =>
      moveDraws(
        'selling',
        and(
          eq(lotteryDraws.status, 'scheduled'),
          lte(lotteryDraws.openAt, now),
          gt(lotteryDraws.lockAt, now),
          inScope(scope),
        ),
      ),

    /** Closes the sale of draws at their lock time; answers their merchants. */
    lockSales: (now: Date, scope?: readonly number[]): Promise<number[]> =>
      moveDraws(
        'locked',
        and(
          inArray(lotteryDraws.status, ['scheduled', 'selling']),
          lte(lotteryDraws.lockAt, now),
          gt(lotteryDraws.drawAt, now),
          inScope(scope),
        ),
      ),

    /** Undrawn draws whose draw time has come, oldest first. */
    dueDraws: (now: Date, limit: number, scope?: readonly number[]): Promise<DueDraw[]> =>
      db
        .select({
          id: lotteryDraws.id,
          merchantId: lotteryDraws.merchantId,
          gameCode: lotteryGames.gameCode,
          numero: lotteryDraws.numero,
          gameId: lotteryDraws.gameId,
          numberFormat: lotteryGames.numberFormat,
          drawAt: lotteryDraws.drawAt,
        })
        .from(lotteryDraws)
        .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.gameId))
        .where(
          and(
            inArray(lotteryDraws.status, [...PENDING]),
            lte(lotteryDraws.drawAt, now),
            inScope(scope),
          ),
        )
        .orderBy(asc(lotteryDraws.drawAt), asc(lotteryDraws.id))
        .limit(limit),

    /**
     * An undrawn draw's stored seed, row-locked for the draw: the lock waits for the bets being
     * placed on it (they share-lock the draw), so the bets read next are all of them. Undefined
     * when it was drawn meanwhile.
     */
    async lockUndrawn(id: number): Promise<HiddenSeed | undefined> {
      const [row] = await db
        .select(hiddenSeedFields)
        .from(lotteryDraws)
        .where(and(eq(lotteryDraws.id, id), inArray(lotteryDraws.status, [...PENDING])))
        .for('update');
      return row;
    },

    /** Every bet placed on a draw (cancelled ones too: a cancel does not unseal), by id. */
    sealedBets: (drawId: number): Promise<SealedBet[]> =>
      db
        .select({
          id: lotterySuborders.id,
          orderId: lotterySuborders.orderId,
          betType: lotterySuborders.betType,
          position: lotterySuborders.position,
          pick: lotterySuborders.pick,
          amount: lotterySuborders.amount,
          multiple: lotterySuborders.multiple,
        })
        .from(lotterySuborders)
        .where(eq(lotterySuborders.drawId, drawId))
        .orderBy(asc(lotterySuborders.id)),

    /** Draws the result and reveals the seed, once: false when another engine got there first. */
    async markDrawn(
      id: number,
      result: { winningNumber: string; seed: string; betsDigest: string },
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(lotteryDraws)
        .set({ status: 'drawn', ...result, seedLegacy: null, drawnAt: now })
        .where(and(eq(lotteryDraws.id, id), inArray(lotteryDraws.status, [...PENDING])))
        .returning({ id: lotteryDraws.id });
      return rows.length === 1;
    },

    /** Undrawn draws still holding a plain seed from before migration 0028. */
    legacySeeds: (scope?: readonly number[]): Promise<HiddenSeed[]> =>
      db
        .select(hiddenSeedFields)
        .from(lotteryDraws)
        .where(and(isNotNull(lotteryDraws.seedLegacy), inScope(scope))),

    /** Replaces a legacy plain seed by its sealed form, once. */
    async sealLegacy(id: number, seedSealed: string): Promise<boolean> {
      const rows = await db
        .update(lotteryDraws)
        .set({ seedSealed, seedLegacy: null })
        .where(and(eq(lotteryDraws.id, id), isNotNull(lotteryDraws.seedLegacy)))
        .returning({ id: lotteryDraws.id });
      return rows.length === 1;
    },

    unsettled: (limit: number, scope?: readonly number[]): Promise<UnsettledDraw[]> =>
      db
        .select({
          id: lotteryDraws.id,
          merchantId: lotteryDraws.merchantId,
          currency: merchants.currency,
          status: lotteryDraws.status,
          winningNumber: lotteryDraws.winningNumber,
          numberFormat: lotteryGames.numberFormat,
          numero: lotteryDraws.numero,
          gameNames: lotteryGames.names,
          currencySymbol: merchants.currencySymbol,
        })
        .from(lotteryDraws)
        .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.gameId))
        .innerJoin(merchants, eq(merchants.id, lotteryDraws.merchantId))
        .where(
          and(
            inArray(lotteryDraws.status, [...RESULTS]),
            isNull(lotteryDraws.settledAt),
            inScope(scope),
          ),
        )
        .orderBy(asc(lotteryDraws.drawAt))
        .limit(limit),

    async markSettled(id: number, now: Date): Promise<void> {
      await db
        .update(lotteryDraws)
        .set({ settledAt: now })
        .where(and(eq(lotteryDraws.id, id), isNull(lotteryDraws.settledAt)));
    },

    /** The merchant's undrawn draws, by draw time: each game's current one and those after it. */
    pendingDraws: (merchantId: number): Promise<DrawRow[]> =>
      db
        .select()
        .from(lotteryDraws)
        .where(
          and(eq(lotteryDraws.merchantId, merchantId), inArray(lotteryDraws.status, [...PENDING])),
        )
        .orderBy(asc(lotteryDraws.drawAt)),

    /** Each game's latest drawn result. */
    lastDrawn: (merchantId: number): Promise<DrawRow[]> =>
      db
        .selectDistinctOn([lotteryDraws.gameId])
        .from(lotteryDraws)
        .where(matching(lotteryDraws, { merchantId, status: 'drawn' }))
        .orderBy(lotteryDraws.gameId, desc(lotteryDraws.drawAt)),

    /** A game's results (drawn or void), newest first. */
    history: (gameId: number, offset: number, limit: number): Promise<DrawRow[]> =>
      db
        .select()
        .from(lotteryDraws)
        .where(resultsOf(gameId))
        .orderBy(desc(lotteryDraws.drawAt))
        .limit(limit)
        .offset(offset),

    async historyCount(gameId: number): Promise<number> {
      return db.$count(lotteryDraws, resultsOf(gameId));
    },
  };
}

export type DrawsRepository = ReturnType<typeof createDrawsRepository>;
