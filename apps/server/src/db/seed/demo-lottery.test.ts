import { DEMO_MERCHANT_CODE, DEMO_TRIAL_MERCHANT_CODE, verifyDraw } from '@app/contracts';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabase } from '../../../test/test-app.js';
import {
  lotteryDraws,
  lotteryGames,
  lotteryOrders,
  lotterySuborders,
  merchants,
} from '../schema/index.js';
import { seedDemoLotteryIfMissing } from './demo-lottery.js';

class Rollback extends Error {}

describe('demo lottery', () => {
  beforeAll(() => sharedDatabase());

  it('gives the demo site and its trial site three fast games and three daily draws, with results to verify', async () => {
    const { db } = await sharedDatabase();
    for (const code of [DEMO_MERCHANT_CODE, DEMO_TRIAL_MERCHANT_CODE]) {
      const games = await db
        .select({ game: lotteryGames })
        .from(lotteryGames)
        .innerJoin(merchants, eq(merchants.id, lotteryGames.merchantId))
        .where(eq(merchants.code, code))
        .orderBy(lotteryGames.sortOrder);
      expect(games.map(({ game }) => [game.gameCode, game.numberFormat])).toEqual([
        ['SPD1', 'D5'],
        ['SPD3', 'D5'],
        ['SPD5', 'D5'],
        ['VNNORTH', 'VN_NORTH'],
        ['VNCENTRAL', 'VN_SOUTH'],
        ['VNSOUTH', 'VN_SOUTH'],
      ]);
      for (const { game } of games) {
        const results = await db
          .select()
          .from(lotteryDraws)
          .where(eq(lotteryDraws.gameId, game.id));
        expect(results.length).toBeGreaterThanOrEqual(11);
        for (const draw of results.filter((row) => row.status === 'drawn').slice(0, 3)) {
          const proof = { ...game, ...draw, winningNumber: draw.winningNumber ?? '' };
          expect(verifyDraw(proof, draw.seed ?? '')).toEqual({ valid: true });
        }
      }
    }
  });

  it('adds the games to a demo database seeded before the lottery existed, once', async () => {
    const { db } = await sharedDatabase();
    const attempt = db.transaction(async (tx) => {
      await tx.delete(lotterySuborders);
      await tx.delete(lotteryOrders);
      await tx.delete(lotteryGames); // and with them every draw
      await seedDemoLotteryIfMissing(tx);
      const [seeded] = await tx.select({ n: count() }).from(lotteryGames);
      await seedDemoLotteryIfMissing(tx);
      const [again] = await tx.select({ n: count() }).from(lotteryGames);
      expect(seeded?.n).toBe(12);
      expect(again?.n).toBe(12);
      throw new Rollback();
    });
    await expect(attempt).rejects.toBeInstanceOf(Rollback);
  });
});
