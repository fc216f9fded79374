import { randomBytes } from 'node:crypto';
import {
  betsDigestOf,
  drawDigits,
  INHOUSE_PATHS,
  LotteryRecord,
  sha256Hex,
  verifyDraw,
  winningNumberOf,
} from '@app/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { lotteryDraws, lotterySuborders } from '@/db/schema/index.js';
import { valueOf } from '../../../test/http.js';
import {
  bet,
  bettor,
  drawAt,
  fakeClock,
  lotteryWorld,
  NOON,
  orderOf,
  placeOrder,
  type LotteryMerchant,
} from '../../../test/lottery.js';
import { sharedDatabase } from '../../../test/test-app.js';
import { createDrawEngine } from './engine.js';
import { createSeedBox } from './seed-box.js';

const MINUTE = 60_000;
type Row = typeof lotteryDraws.$inferSelect;

/** Every text a database reader finds in a draw's row. */
const textsOf = (row: Row) =>
  Object.values(row).filter((value): value is string => typeof value === 'string');

describe('lottery seeds: sealed until the draw, and the bets sealed at the close mixed in', () => {
  const clock = fakeClock(NOON + 5_000);
  let app: App;
  let merchant: LotteryMerchant;

  beforeAll(async () => {
    ({ app, merchant } = await lotteryWorld(clock));
  });
  afterAll(() => app.close());

  async function rowOf(id: number): Promise<Row> {
    const { db } = await sharedDatabase();
    const [row] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, id));
    if (!row) throw new Error(`no draw ${id}`);
    return row;
  }

  it('keeps no plain unrevealed seed in the database: only its hash and its sealed form', async () => {
    const { db } = await sharedDatabase();
    const pending = (
      await db
        .select()
        .from(lotteryDraws)
        .where(eq(lotteryDraws.merchantId, merchant.merchantId))
        .orderBy(asc(lotteryDraws.drawAt))
    ).filter((row) => row.status !== 'drawn' && row.status !== 'void');
    expect(pending.length).toBeGreaterThanOrEqual(18);
    for (const row of pending) {
      expect(row.seed).toBeNull();
      expect(row.seedLegacy).toBeNull();
      expect(row.seedSealed).toMatch(/^g1\./);
      // No text of the row is the seed the published hash commits to.
      for (const text of textsOf(row)) expect(sha256Hex(text)).not.toBe(row.seedHash);
    }
  });

  it('draws a result no one could compute from the database before the close', async () => {
    const early = await bettor(merchant.code, 100_000n);
    const late = await bettor(merchant.code, 100_000n);
    const draw = await drawAt(merchant.merchantId, 'SPD1', NOON + MINUTE);
    expect(draw.status).toBe('selling');
    await placeOrder(app, early, {
      gameCode: 'SPD1',
      numero: draw.numero,
      bets: [bet('SUM', '20', 500)],
    });
    // What an insider reads mid-sale: the row and the bets so far.
    const { db } = await sharedDatabase();
    const snapshot = await rowOf(draw.id);
    const betsSoFar = await db
      .select()
      .from(lotterySuborders)
      .where(eq(lotterySuborders.drawId, draw.id));
    clock.set(NOON + 30_000);
    const placed = orderOf(
      await placeOrder(app, late, {
        gameCode: 'SPD1',
        numero: draw.numero,
        bets: [bet('DIGIT', '3', 700, { position: 2 })],
      }),
    );
    clock.set(NOON + MINUTE);
    await app.lottery.engine.tick();
    const drawn = await rowOf(draw.id);
    const seed = drawn.seed ?? '';
    expect(drawn.status).toBe('drawn');
    expect(sha256Hex(seed)).toBe(snapshot.seedHash);
    // The published digest is that of both bets, as sealed at the close.
    const allBets = await db
      .select()
      .from(lotterySuborders)
      .where(eq(lotterySuborders.drawId, draw.id));
    expect(allBets).toHaveLength(2);
    expect(drawn.betsDigest).toBe(betsDigestOf(allBets));
    expect(drawn.winningNumber).toBe(
      winningNumberOf(seed, 'SPD1', draw.numero, 'D5', drawn.betsDigest),
    );
    const stream = (key: string, digest: string) =>
      drawDigits(key, 'SPD1', draw.numero, 32, digest);
    const result = stream(seed, drawn.betsDigest ?? '');
    // Nothing read mid-sale gives the result: no text of the row as the seed...
    for (const text of textsOf(snapshot)) {
      expect(stream(text, betsDigestOf(betsSoFar))).not.toEqual(result);
      expect(stream(text, drawn.betsDigest ?? '')).not.toEqual(result);
    }
    // ...and even the seed itself, had it leaked, with the bets known before the close.
    expect(stream(seed, betsDigestOf(betsSoFar))).not.toEqual(result);

    // The member's record publishes the proof, which recomputes.
    const record = valueOf(
      await app.inject({
        url: `${INHOUSE_PATHS.detail}?id=${placed.id}&game=lottery`,
        headers: late.headers,
      }),
      LotteryRecord,
    );
    expect(record.draw).toMatchObject({
      algorithm: 'hmac-sha256-digits-v2',
      betsDigest: drawn.betsDigest,
      seed,
    });
    const proof = { ...record.draw, gameCode: 'SPD1', winningNumber: drawn.winningNumber ?? '' };
    expect(verifyDraw(proof, seed)).toEqual({ valid: true });
    expect(verifyDraw({ ...proof, betsDigest: betsDigestOf(betsSoFar) }, seed).valid).toBe(false);
  });

  it('seals a plain seed left by migration 0028 on start, then draws it from its old commitment', async () => {
    const legacySeed = randomBytes(32).toString('hex');
    const draw = await drawAt(merchant.merchantId, 'SPD1', NOON + 3 * MINUTE);
    const { db } = await sharedDatabase();
    // As the migration leaves an unrevealed draw of before: its plain seed aside, nothing sealed.
    await db
      .update(lotteryDraws)
      .set({ seedLegacy: legacySeed, seedSealed: null, seedHash: sha256Hex(legacySeed) })
      .where(eq(lotteryDraws.id, draw.id));
    expect(await app.lottery.engine.sealLegacySeeds()).toBe(1);
    const sealed = await rowOf(draw.id);
    expect(sealed).toMatchObject({ seed: null, seedLegacy: null });
    expect(sealed.seedSealed).toMatch(/^g1\./);
    expect(sealed.seedSealed).not.toContain(legacySeed);
    expect(await app.lottery.engine.sealLegacySeeds()).toBe(0);

    clock.set(NOON + 3 * MINUTE);
    await app.lottery.engine.tick();
    const drawn = await rowOf(draw.id);
    expect(drawn).toMatchObject({ status: 'drawn', seed: legacySeed });
    const proof = { gameCode: 'SPD1', numberFormat: 'D5' as const, ...drawn };
    expect(verifyDraw({ ...proof, winningNumber: drawn.winningNumber ?? '' }, legacySeed)).toEqual({
      valid: true,
    });
  });

  it('refuses to draw with another key, saying every instance needs the same LOTTERY_SEED_KEY', async () => {
    const { db } = await sharedDatabase();
    const stranger = createDrawEngine({
      db,
      now: clock.now,
      merchantIds: [merchant.merchantId],
      onChange: () => Promise.resolve(),
      seeds: createSeedBox(randomBytes(32)),
    });
    clock.set(NOON + 4 * MINUTE);
    await expect(stranger.tick()).rejects.toThrow(/same LOTTERY_SEED_KEY/);
    const draw = await drawAt(merchant.merchantId, 'SPD1', NOON + 4 * MINUTE);
    expect(draw.status).not.toBe('drawn');
    // The right key draws it.
    expect((await app.lottery.engine.tick()).drawn).toBeGreaterThanOrEqual(1);
    expect((await drawAt(merchant.merchantId, 'SPD1', NOON + 4 * MINUTE)).status).toBe('drawn');
  });
});
