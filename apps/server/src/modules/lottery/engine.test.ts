import { betsDigestOf, sha256Hex, verifyDraw, winningNumberOf } from '@app/contracts';
import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { ledgerTransactions, lotteryDraws, lotteryGames } from '@/db/schema/index.js';
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
import { createDrawEngine, NO_WORK } from './index.js';
import { createSeedBox, processSeedKey } from './seed-box.js';

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
      // Unrevealed: the seed is only sealed, the hash published.
      expect(draw.seed).toBeNull();
      expect(draw.seedSealed).toMatch(/^g1\./);
      expect(draw.seedHash).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(new Set(ahead.map((draw) => draw.seedSealed)).size).toBe(3);

    clock.set(NOON + 50_000); // SPD1 locks 10 s before its draw
    expect((await app.lottery.engine.tick()).locked).toBe(1);
    expect((await drawAt(merchant.merchantId, 'SPD1', NOON + MINUTE)).status).toBe('locked');

    clock.set(NOON + MINUTE);
    const drawn = await app.lottery.engine.tick();
    expect(drawn).toMatchObject({ opened: 1, created: 1 });
    expect(drawn.drawn).toBeGreaterThanOrEqual(1); // SPD1, and SPD3 at 12:03 is not yet due
    const result = await drawAt(merchant.merchantId, 'SPD1', NOON + MINUTE);
    expect(result).toMatchObject({ status: 'drawn', drawnAt: new Date(NOON + MINUTE) });
    // Revealed at the draw: the committed seed, and the digest of its (no) bets mixed in.
    const seed = result.seed ?? '';
    expect(result.seedHash).toBe(sha256Hex(seed));
    expect(result.betsDigest).toBe(betsDigestOf([]));
    expect(result.winningNumber).toBe(
      winningNumberOf(seed, 'SPD1', result.numero, 'D5', result.betsDigest),
    );
    expect((await drawAt(merchant.merchantId, 'SPD1', NOON + 2 * MINUTE)).status).toBe('selling');
    expect(
      verifyDraw(
        {
          gameCode: 'SPD1',
          numero: result.numero,
          numberFormat: 'D5',
          seedHash: result.seedHash,
          winningNumber: result.winningNumber ?? '',
          betsDigest: result.betsDigest,
        },
        seed,
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
      winningNumberOf(late[0]?.seed ?? '', 'SPD1', '20261124-0722', 'D5', late[0]?.betsDigest),
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

  it('draws every draw it missed in a 14-minute stop from its commitment, voids none, and settles each bet once', async () => {
    const start = NOON + 20 * MINUTE + 5_000;
    clock.set(start);
    await app.lottery.engine.tick();
    const player = await bettor(merchant.code, 50_000n);
    // Odd and even on the sum of each fast game's draw on sale: one bet of each pair wins.
    const games = ['SPD1', 'SPD3', 'SPD5'];
    const onSale = [];
    for (const gameCode of games) {
      const [draw] = (await drawsBetween(gameCode, start, start + 10 * MINUTE)).filter(
        (row) => row.status === 'selling',
      );
      if (!draw) throw new Error(`no ${gameCode} draw on sale`);
      onSale.push(draw);
      orderOf(
        await placeOrder(app, player, {
          gameCode,
          numero: draw.numero,
          bets: [bet('SUM_ODD_EVEN', 'ODD', 1_000), bet('SUM_ODD_EVEN', 'EVEN', 1_000)],
        }),
      );
    }
    expect(await balanceOf(player)).toBe(44_000n);

    // Stopped from 12:20:05 to 12:35:30, 14 min 30 s after the first missed draw (12:21).
    const back = NOON + 21 * MINUTE + 14 * MINUTE + 30_000;
    clock.set(back);
    const report = await app.lottery.engine.tick();
    expect(report.voided).toBe(0);
    // Every draw created ahead (three per fast game) was drawn late, none voided.
    const missed = (
      await Promise.all(games.map((gameCode) => drawsBetween(gameCode, start, back)))
    ).flat();
    expect(missed).toHaveLength(9);
    expect(report.drawn).toBe(9);
    for (const draw of missed) {
      expect(draw).toMatchObject({ status: 'drawn', drawnAt: new Date(back) });
      expect(draw.settledAt).not.toBeNull();
    }
    for (const [index, draw] of onSale.entries()) {
      const drawn = missed.find((row) => row.id === draw.id);
      if (!drawn) throw new Error('bet draw not drawn');
      // From the commitment published before the sale, with its two sealed bets mixed in.
      expect(drawn.seedHash).toBe(draw.seedHash);
      const proof = { gameCode: games[index] ?? '', numberFormat: 'D5' as const, ...drawn };
      expect(
        verifyDraw({ ...proof, winningNumber: drawn.winningNumber ?? '' }, drawn.seed ?? ''),
      ).toEqual({ valid: true });
      expect(drawn.betsDigest).not.toBe(betsDigestOf([]));
    }
    // Each bet draw paid its one winning bet (1.94 × 10.00), once, however often it ticks.
    expect(await app.lottery.engine.tick()).toMatchObject({ drawn: 0, settled: 0 });
    expect(await balanceOf(player)).toBe(50_000n - 3n * 2_000n + 3n * 1_940n);
    const { db } = await sharedDatabase();
    const keys = onSale.map((draw) => `lottery:payout:${draw.id}:${player.id}`);
    const payouts = await db
      .select({ key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(inArray(ledgerTransactions.idempotencyKey, keys));
    expect(payouts.map((row) => row.key).sort()).toEqual([...keys].sort());
  });

  it('settles a bet once, whatever ticks again, restarts or runs beside it', async () => {
    const start = NOON + 40 * MINUTE;
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
      seeds: createSeedBox(processSeedKey()),
    });
    const reports = await Promise.all([app.lottery.engine.tick(), restarted.tick()]);
    expect(reports.reduce((sum, report) => sum + report.drawn, 0)).toBe(1);
    expect(reports.reduce((sum, report) => sum + report.settled, 0)).toBe(10);
    expect((await restarted.tick()).settled).toBe(0);
    expect(await balanceOf(player)).toBe(100_000n - 10_000n + 5n * 1_940n);
  });
});
