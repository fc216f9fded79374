import { GAME_TYPES } from '@app/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabase } from '../../../test/test-app.js';
import { gameClassifications, games, gameVendors, merchantGames } from '../schema/index.js';
import { seedDemoCatalogueIfMissing } from './demo-games.js';

class Rollback extends Error {}

describe('demo game catalogue', () => {
  beforeAll(() => sharedDatabase()); // a fresh one takes seconds: not within a test's time

  it('seeds over 600 games of at least 12 vendors in every category, named like a lobby', async () => {
    const { db } = await sharedDatabase();
    const vendors = await db.select().from(gameVendors);
    expect(vendors.length).toBeGreaterThanOrEqual(12);
    const codes = vendors.map((vendor) => vendor.code);
    for (const code of ['TF', 'IA', 'DS88', 'SV3', 'TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT']) {
      expect(codes).toContain(code);
    }
    expect(vendors.find((vendor) => vendor.code === 'INHOUSE')?.displayName).toBe(
      'Perlas Originals',
    );
    const rows = await db.select().from(games);
    expect(rows.length).toBeGreaterThan(600);
    expect(new Set(rows.map((row) => row.gameType))).toEqual(new Set(GAME_TYPES));
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
    expect(rows.some((row) => /^Game \d+$/.test(row.name))).toBe(false);
    expect(new Set(rows.map((row) => row.minBet))).toEqual(new Set([1, 5, 10, 50, 75]));
    const inhouse = rows.filter((row) => row.vendorCode === 'INHOUSE');
    expect(inhouse.map((row) => [row.gameId, row.name]).sort()).toEqual([
      ['dice', 'Perlas Dice'],
      ['slot', 'Perlas Slots'],
    ]);
  });

  it('adds the catalogue to a demo database seeded before it existed, once', async () => {
    const { db } = await sharedDatabase();
    const attempt = db.transaction(async (tx) => {
      await tx.delete(gameVendors); // and with them every game, offer and favourite
      await tx.delete(gameClassifications);
      await seedDemoCatalogueIfMissing(tx);
      const [seeded] = await tx.select({ n: count() }).from(games);
      await seedDemoCatalogueIfMissing(tx);
      const [again] = await tx.select({ n: count() }).from(games);
      expect(seeded?.n).toBeGreaterThan(600);
      expect(again?.n).toBe(seeded?.n);
      const offered = await tx
        .select({ n: sql<number>`count(distinct ${merchantGames.merchantId})::int` })
        .from(merchantGames)
        .innerJoin(games, eq(games.id, merchantGames.gameId));
      expect(offered[0]?.n).toBe(2);
      throw new Rollback();
    });
    await expect(attempt).rejects.toBeInstanceOf(Rollback);
    const [left] = await db.select({ n: count() }).from(games);
    expect(left?.n).toBeGreaterThan(600);
  });
});
