import { sha256Hex, verifyDraw, winningNumberOf } from '@app/contracts';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { lotteryDraws, lotteryGames } from '@/db/schema/index.js';
import {
  balanceOf,
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
import { createDrawEngine, LATE_DRAW_LIMIT_MS, NO_WORK } from './index.js';

const MINUTE = 60_000;

describe('lottery draw engine', () => {
  const clock = fakeClock();
  let app: App;
  let merchant: LotteryMerchant;

  beforeAll(async () => {
    ({ app, merchant } = await lotteryWorld(clock, { tick: false }));
  });
  afterAll(() => app.close());

  /** The game's draws with draw times in (from, to], oldest first. */
  async function drawsBetween(gameCode: string, from: number, to: number) {
    const { db } = await sharedDatabase();
    const rows = await db
      .select({ draw: lotteryDraws })
      .from(lotteryDraws)
      .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.gameId))
      .where(
        and(
          eq(lotteryGames.merchantId, merchant.merchantId),
          eq(lotteryGames.gameCode, gameCode),
          gt(lotteryDraws.drawAt, new Date(from)),
          lte(lotteryDraws.drawAt, new Date(to)),
        ),
      )
      .orderBy(asc(lotteryDraws.drawAt));
    return rows.map((row) => row.draw);
  }

  it('creates draws ahead with their hashes, sells the current one, locks it lockTime early and draws it', async () => {
    clock.set(NOON);
    const first = await app.lottery.engine.tick();
    expect(first.created).toBe(6 * 3); // three ahead of each of the six games
    const ahead = await drawsBetween('SPD1', NOON, NOON + 3 * MINUTE);
    expect(ahead.map((draw) => [draw.numero, draw.status])).toEqual([
      ['20261124-0721', 'selling'],
      ['20261124-0722', 'scheduled'],
      ['20261124-0723', 'scheduled'],
    ]);
    for (const draw of ahead) {
      expect(draw.seed).toMatch(/^[0-9a-f]{64}$/);
      expect(draw.seedHash).toBe(sha256Hex(draw.seed));
    }
    expect(new Set(ahead.map((draw) => draw.seed)).size).toBe(3);

    clock.set(NOON + 50_000); // SPD1 locks 10 s before its draw
    expect((await app.lottery.engine.tick()).locked).toBe(1);
    expect((await drawAt(merchant.merchantId, 'SPD1', NOON + MINUTE)).status).toBe('locked');

    clock.set(NOON + MINUTE);
    const drawn = await app.lottery.engine.tick();
    expect(drawn).toMatchObject({ opened: 1, created: 1 });
    expect(drawn.drawn).toBeGreaterThanOrEqual(1); // SPD1, and SPD3 at 12:03 is not yet due
    const result = await drawAt(merchant.merchantId, 'SPD1', NOON + MINUTE);
    expect(result).toMatchObject({ status: 'drawn', drawnAt: new Date(NOON + MINUTE) });
    expect(result.winningNumber).toBe(winningNumberOf(result.seed, 'SPD1', result.numero, 'D5'));
    expect((await drawAt(merchant.merchantId, 'SPD1', NOON + 2 * MINUTE)).status).toBe('selling');
    expect(
      verifyDraw(
        {
          gameCode: 'SPD1',
          numero: result.numero,
          numberFormat: 'D5',
          seedHash: result.seedHash,
          winningNumber: result.winningNumber ?? '',
        },
        result.seed,
      ),
    ).toEqual({ valid: true });
    // Nothing left to do at the same moment: a tick again changes nothing.
    expect(await app.lottery.engine.tick()).toEqual(NO_WORK);
  });

  it('draws late from the committed seed after a short downtime, and never creates the slots it missed', async () => {
    clock.set(NOON + MINUTE + 5_000);
    await app.lottery.engine.tick();
    const player = await bettor(merchant.code, 100_000n);
    const pending = await drawAt(merchant.merchantId, 'SPD1', NOON + 2 * MINUTE);
    const order = orderOf(
      await placeOrder(app, player, {
        gameCode: 'SPD1',
        numero: pending.numero,
        bets: [bet('SUM_ODD_EVEN', 'ODD', 1_000), bet('SUM_ODD_EVEN', 'EVEN', 1_000)],
      }),
    );
    expect(order.status).toBe('open');

    // Down from 12:01:05 to 12:09:30: the 12:02–12:04 draws (created ahead) are due, 5–7 minutes late.
    const back = NOON + 9 * MINUTE + 30_000;
    clock.set(back);
    expect((await app.lottery.engine.tick()).voided).toBe(0);
    const late = await drawsBetween('SPD1', NOON + MINUTE, back);
    expect(late.map((draw) => [draw.numero, draw.status])).toEqual([
      ['20261124-0722', 'drawn'],
      ['20261124-0723', 'drawn'],
      ['20261124-0724', 'drawn'],
    ]);
    expect(late[0]?.winningNumber).toBe(
      winningNumberOf(late[0]?.seed ?? '', 'SPD1', '20261124-0722', 'D5'),
    );
    expect(late[0]?.drawnAt?.getTime()).toBe(back);
    // Exactly one of odd and even won: the bet paid 1.94 × 10.00 once.
    expect(await balanceOf(player)).toBe(100_000n - 2_000n + 1_940n);
    // The next draws start after the downtime.
    const next = await drawsBetween('SPD1', back, back + 10 * MINUTE);
    expect(next.map((draw) => draw.numero)).toEqual([
      '20261124-0730',
      '20261124-0731',
      '20261124-0732',
    ]);
  });

  it('voids a draw more than 10 minutes late and refunds every bet through the ledger', async () => {
    const start = NOON + 9 * MINUTE + 40_000;
    clock.set(start);
    await app.lottery.engine.tick();
    const player = await bettor(merchant.code, 50_000n);
    const draw = await drawAt(merchant.merchantId, 'SPD1', NOON + 10 * MINUTE);
    await placeOrder(app, player, {
      gameCode: 'SPD1',
      numero: draw.numero,
      bets: [bet('DIGIT', '7', 2_500, { position: 1 }), bet('SUM', '20', 500)],
    });
    expect(await balanceOf(player)).toBe(47_000n);

    const back = NOON + 10 * MINUTE + LATE_DRAW_LIMIT_MS + 1_000;
    clock.set(back);
    await app.lottery.engine.tick();
    // 10 minutes 1 second late: void; the next two, 9 and 8 minutes late, are drawn.
    const after = await drawsBetween('SPD1', NOON + 9 * MINUTE, NOON + 12 * MINUTE);
    expect(after.map((draw) => draw.status)).toEqual(['void', 'drawn', 'drawn']);
    const voided = await drawAt(merchant.merchantId, 'SPD1', NOON + 10 * MINUTE);
    expect(voided).toMatchObject({ status: 'void', winningNumber: null });
    expect(voided.settledAt).not.toBeNull();
    expect(await balanceOf(player)).toBe(50_000n);
    // Slots wholly within the downtime were never created.
    const missed = await drawsBetween('SPD1', NOON + 12 * MINUTE, back);
    expect(missed).toEqual([]);
  });

  it('settles a bet once, whatever ticks again, restarts or runs beside it', async () => {
    const start = NOON + 30 * MINUTE;
    clock.set(start);
    await app.lottery.engine.tick();
    const player = await bettor(merchant.code, 100_000n);
    const draw = await drawAt(merchant.merchantId, 'SPD1', start + MINUTE);
    // Both sides of big/small on every position: exactly five of the ten bets win.
    const bets = [1, 2, 3, 4, 5].flatMap((position) => [
      bet('DIGIT_BIG_SMALL', 'BIG', 1_000, { position }),
      bet('DIGIT_BIG_SMALL', 'SMALL', 1_000, { position }),
    ]);
    await placeOrder(app, player, { gameCode: 'SPD1', numero: draw.numero, bets });
    clock.set(start + MINUTE);
    const { db } = await sharedDatabase();
    const restarted = createDrawEngine({
      db,
      now: clock.now,
      merchantIds: [merchant.merchantId],
      onChange: () => Promise.resolve(),
    });
    const reports = await Promise.all([app.lottery.engine.tick(), restarted.tick()]);
    expect(reports.reduce((sum, report) => sum + report.drawn, 0)).toBe(1);
    expect(reports.reduce((sum, report) => sum + report.settled, 0)).toBe(10);
    expect((await restarted.tick()).settled).toBe(0);
    expect(await balanceOf(player)).toBe(100_000n - 10_000n + 5n * 1_940n);
  });
});
