import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { matching } from '@/db/queries.js';
import {
  favoriteGames,
  gameClassifications,
  games,
  gameVendors,
  merchantGames,
  merchantVendors,
  recentGames,
} from '@/db/schema/index.js';

/** A member's game ids in a list of theirs (favourites, recent plays), latest first. */
async function memberGameIds(
  db: DbOrTx,
  list: typeof favoriteGames | typeof recentGames,
  latest: typeof favoriteGames.addedAt | typeof recentGames.playedAt,
  memberId: number,
): Promise<number[]> {
  const rows = await db
    .select({ gameId: list.gameId })
    .from(list)
    .where(eq(list.memberId, memberId))
    .orderBy(desc(latest), desc(list.gameId));
  return rows.map((row) => row.gameId);
}

/** A merchant's catalogue rows, disabled ones included (the operator sees those). */
export async function loadCatalogue(db: DbOrTx, merchantId: number) {
  const [vendors, gameRows, classes] = await Promise.all([
    db
      .select({
        code: gameVendors.code,
        displayName: gameVendors.displayName,
        gameType: gameVendors.gameType,
        accountTypeName: gameVendors.accountTypeName,
        color: gameVendors.color,
        launchUrl: gameVendors.launchUrl,
        enabled: merchantVendors.enabled,
        sortOrder: merchantVendors.sortOrder,
      })
      .from(merchantVendors)
      .innerJoin(gameVendors, eq(gameVendors.code, merchantVendors.vendorCode))
      .where(eq(merchantVendors.merchantId, merchantId))
      .orderBy(asc(merchantVendors.sortOrder), asc(gameVendors.code)),
    db
      .select({
        id: games.id,
        vendorCode: games.vendorCode,
        gameId: games.gameId,
        name: games.name,
        gameType: games.gameType,
        classify: games.classify,
        minBet: games.minBet,
        supportPlay: games.supportPlay,
        enabled: merchantGames.enabled,
        isHot: merchantGames.isHot,
        isNew: merchantGames.isNew,
        sortOrder: merchantGames.sortOrder,
      })
      .from(merchantGames)
      .innerJoin(games, eq(games.id, merchantGames.gameId))
      .where(eq(merchantGames.merchantId, merchantId))
      .orderBy(asc(merchantGames.sortOrder), asc(games.id)),
    db
      .select()
      .from(gameClassifications)
      .orderBy(asc(gameClassifications.gameType), asc(gameClassifications.sortOrder)),
  ]);
  return { vendors, games: gameRows, classes };
}

export type CatalogueRows = Awaited<ReturnType<typeof loadCatalogue>>;
export type VendorRow = CatalogueRows['vendors'][number];
export type GameRow = CatalogueRows['games'][number];

/** A member's favourites and recents, and the operator's switches. */
export function createGamesRepository(db: DbOrTx) {
  return {
    loadCatalogue: (merchantId: number) => loadCatalogue(db, merchantId),

    /** Every game's and vendor's art inputs, whichever merchants offer them. */
    async allArt() {
      const [gameRows, vendors] = await Promise.all([
        db
          .select({
            id: games.id,
            vendorCode: games.vendorCode,
            gameId: games.gameId,
            name: games.name,
            gameType: games.gameType,
            vendorColor: gameVendors.color,
          })
          .from(games)
          .innerJoin(gameVendors, eq(gameVendors.code, games.vendorCode)),
        db.select().from(gameVendors),
      ]);
      return { games: gameRows, vendors };
    },

    /** Favourite game ids, newest first. */
    favoriteIds: (memberId: number) =>
      memberGameIds(db, favoriteGames, favoriteGames.addedAt, memberId),
    async addFavorite(memberId: number, gameId: number): Promise<void> {
      await db.insert(favoriteGames).values({ memberId, gameId }).onConflictDoNothing();
    },
    async removeFavorite(memberId: number, gameId: number): Promise<void> {
      await db.delete(favoriteGames).where(matching(favoriteGames, { memberId, gameId }));
    },

    /** Recently played game ids, last played first. */
    recentIds: (memberId: number) => memberGameIds(db, recentGames, recentGames.playedAt, memberId),
    async touchRecent(memberId: number, gameId: number): Promise<void> {
      // clock_timestamp(): two plays in one transaction still order by when each happened.
      await db
        .insert(recentGames)
        .values({ memberId, gameId, playedAt: sql`clock_timestamp()` })
        .onConflictDoUpdate({
          target: [recentGames.memberId, recentGames.gameId],
          set: { playedAt: sql`clock_timestamp()` },
        });
    },

    async setGame(
      merchantId: number,
      gameId: number,
      fields: { enabled?: boolean; isHot?: boolean; isNew?: boolean },
    ): Promise<boolean> {
      const rows = await db
        .update(merchantGames)
        .set(fields)
        .where(matching(merchantGames, { merchantId, gameId }))
        .returning({ gameId: merchantGames.gameId });
      return rows.length > 0;
    },
    async setVendor(merchantId: number, code: string, enabled: boolean): Promise<boolean> {
      const rows = await db
        .update(merchantVendors)
        .set({ enabled })
        .where(matching(merchantVendors, { merchantId, vendorCode: code }))
        .returning({ code: merchantVendors.vendorCode });
      return rows.length > 0;
    },
    async orderVendors(
      merchantId: number,
      orders: readonly { code: string; sortOrder: number }[],
    ): Promise<void> {
      for (const { code, sortOrder } of orders) {
        await db
          .update(merchantVendors)
          .set({ sortOrder })
          .where(matching(merchantVendors, { merchantId, vendorCode: code }));
      }
    },
    /**
     * Reorders a vendor's games: `ids` first, in that order, then its others as they were. The
     * vendor keeps the places it had among the other vendors' games (their sortOrder values).
     * Answers the ids that are not games of the vendor (nothing changes then).
     */
    orderGames: (merchantId: number, vendorCode: string, ids: readonly number[]) =>
      db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: merchantGames.gameId, sortOrder: merchantGames.sortOrder })
          .from(merchantGames)
          .innerJoin(games, eq(games.id, merchantGames.gameId))
          .where(and(eq(merchantGames.merchantId, merchantId), eq(games.vendorCode, vendorCode)))
          .orderBy(asc(merchantGames.sortOrder), asc(merchantGames.gameId));
        const known = new Set(rows.map((row) => row.id));
        const unknown = ids.filter((id) => !known.has(id));
        if (unknown.length > 0) return unknown;
        const listed = new Set(ids);
        const sequence = [...ids, ...rows.map((row) => row.id).filter((id) => !listed.has(id))];
        for (const [n, gameId] of sequence.entries()) {
          const sortOrder = rows[n]?.sortOrder ?? n;
          await tx
            .update(merchantGames)
            .set({ sortOrder })
            .where(matching(merchantGames, { merchantId, gameId }));
        }
        return [];
      }),
  };
}

export type GamesRepository = ReturnType<typeof createGamesRepository>;
