import {
  AuditEntry,
  LOTTERY_PATHS,
  LotteryGamesAnswer,
  OPERATOR_AUDIT_PATH,
  OperatorLotteryDraws,
  OperatorLotteryGame,
  operatorLotteryPath,
} from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '@/app.js';
import { lotteryDraws } from '@/db/schema/index.js';
import { errorOf, valueOf } from '../../../test/http.js';
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
import { operatorHeaders } from '../../../test/operator.js';
import { staffSession } from '../../../test/operators.js';
import { sharedDatabase } from '../../../test/test-app.js';

const MINUTE = 60_000;

describe('operator: the merchant’s lottery games and draws', () => {
  const clock = fakeClock(NOON + 5_000);
  let app: App;
  let merchant: LotteryMerchant;
  let games: string;

  beforeAll(async () => {
    ({ app, merchant } = await lotteryWorld(clock));
    games = `${operatorLotteryPath(merchant.code)}/games`;
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = operatorHeaders) =>
    app.inject({ url, headers });
  const put = (
    gameCode: string,
    payload: object,
    headers: Record<string, string> = operatorHeaders,
  ) => app.inject({ method: 'PUT', url: `${games}/${gameCode}`, headers, payload });
  const drawsOf = async (gameCode: string, query = '') =>
    valueOf(await get(`${games}/${gameCode}/draws?${query}`), OperatorLotteryDraws);
  const lobby = async () =>
    valueOf(
      await app.inject({
        url: `${LOTTERY_PATHS.games}?prizeMode=LOTT`,
        headers: { merchant: merchant.code, language: 'EN' },
      }),
      LotteryGamesAnswer,
    ).map((game) => game.gameCode);

  it('lists every game with its schedule, limits and next draw', async () => {
    const list = valueOf(await get(games), z.array(OperatorLotteryGame));
    const spd1 = list.find((game) => game.gameCode === 'SPD1');
    expect(spd1).toMatchObject({
      numberFormat: 'D5',
      schedule: { kind: 'interval', seconds: 60 },
      enabled: true,
      nextDrawAt: NOON + MINUTE,
    });
    expect(spd1?.betMax).toBeGreaterThanOrEqual(spd1?.betMin ?? Infinity);
    expect(list.map((game) => game.gameCode)).toEqual(expect.arrayContaining(await lobby()));
  });

  it('answers a game’s draws newest first, with the bets on each and each result’s proof', async () => {
    const player = await bettor(merchant.code, 10_000n);
    const selling = await drawAt(merchant.merchantId, 'SPD1', NOON + MINUTE);
    const order = orderOf(
      await placeOrder(app, player, {
        gameCode: 'SPD1',
        numero: selling.numero,
        bets: [bet('SUM_BIG_SMALL', 'BIG', 500), bet('SUM_BIG_SMALL', 'SMALL', 300)],
      }),
    );
    expect(order.stake).toBe(800);

    const before = await drawsOf('SPD1', 'limit=200');
    const open = before.list.find((draw) => draw.numero === selling.numero);
    // Its seed stays sealed until the draw; the commitment is public.
    expect(open).toMatchObject({ status: 'selling', seed: null, proof: null, orders: 1, bets: 2 });
    expect(open).toMatchObject({ stake: 800, payout: 0, seedHash: selling.seedHash });
    const times = before.list.map((draw) => draw.drawAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    clock.set(NOON + MINUTE + 1_000);
    await app.lottery.engine.tick();
    const drawn = (await drawsOf('SPD1', 'status=drawn')).list.find(
      (draw) => draw.numero === selling.numero,
    );
    expect(drawn).toMatchObject({ status: 'drawn', proof: 'valid', bets: 2, stake: 800 });
    expect(drawn?.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(drawn?.settledAt).not.toBeNull();
    // One of BIG and SMALL wins (a sum of 22 and over is big): the payout is the winner's.
    expect(drawn?.payout).toBeGreaterThan(0);
  });

  it('pages by draw time and flags a result that does not match its seed', async () => {
    const first = await drawsOf('SPD1', 'status=drawn&limit=2');
    expect(first.list).toHaveLength(2);
    expect(first.next).toBe(first.list[1]?.drawAt);
    const second = await drawsOf('SPD1', `status=drawn&limit=2&before=${first.next}`);
    expect(second.list[0]?.drawAt).toBeLessThan(first.next ?? 0);

    // A result changed in the database after the draw (another draw's, well formed) no longer
    // matches what the seed gives.
    const victim = second.list[0];
    const other = [...first.list, ...second.list].find(
      (draw) => draw.winningNumber !== victim?.winningNumber,
    );
    if (!victim?.winningNumber || !other?.winningNumber) throw new Error('no drawn results');
    const { db } = await sharedDatabase();
    const digits = other.winningNumber;
    const where = and(
      eq(lotteryDraws.merchantId, merchant.merchantId),
      eq(lotteryDraws.numero, victim.numero),
      eq(lotteryDraws.drawAt, new Date(victim.drawAt)),
    );
    await db.update(lotteryDraws).set({ winningNumber: digits }).where(where);
    const again = await drawsOf('SPD1', `status=drawn&limit=2&before=${first.next}`);
    expect(again.list[0]).toMatchObject({ numero: victim.numero, proof: 'number' });
    await db.update(lotteryDraws).set({ winningNumber: victim.winningNumber }).where(where);
  });

  it('switches a game off the lobby and back, with its audit line', async () => {
    const off = valueOf(await put('SPD3', { enabled: false, isHot: true }), OperatorLotteryGame);
    expect(off).toMatchObject({ gameCode: 'SPD3', enabled: false, isHot: true });
    expect(await lobby()).not.toContain('SPD3');
    valueOf(await put('SPD3', { enabled: true, isHot: false }), OperatorLotteryGame);
    expect(await lobby()).toContain('SPD3');

    const log = valueOf(
      await get(`${OPERATOR_AUDIT_PATH}?action=lottery.game.changed`),
      z.array(AuditEntry),
    ).filter((line) => line.target === 'lottery:SPD3');
    expect(log.map((line) => [line.before, line.after])).toEqual([
      [expect.objectContaining({ enabled: false }), expect.objectContaining({ enabled: true })],
      [expect.objectContaining({ enabled: true }), expect.objectContaining({ enabled: false })],
    ]);
  });

  it('applies new limits to the next bet, and refuses limits out of order unchanged', async () => {
    clock.set(NOON + 2 * MINUTE + 5_000);
    await app.lottery.engine.tick();
    const selling = await drawAt(merchant.merchantId, 'SPD1', NOON + 3 * MINUTE);
    const [spd1] = valueOf(await get(games), z.array(OperatorLotteryGame)).filter(
      (game) => game.gameCode === 'SPD1',
    );
    if (!spd1) throw new Error('no SPD1');

    const wrong = await put('SPD1', { betMax: spd1.betMin - 1 });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toMatchObject({ code: 'operator.lottery.limits', field: 'betMax' });
    expect(errorOf(await put('SPD1', { drawMax: spd1.betMax - 1 })).field).toBe('drawMax');
    // A least above the most: the least is what was changed.
    expect(errorOf(await put('SPD1', { betMin: spd1.betMax + 1 })).field).toBe('betMin');
    expect(errorOf(await put('SPD1', {})).code).toBe('request.invalid');
    expect((await put('NOPE', { isHot: true })).statusCode).toBe(404);
    const unchanged = valueOf(await get(games), z.array(OperatorLotteryGame)).find(
      (game) => game.gameCode === 'SPD1',
    );
    expect(unchanged).toEqual(spd1);

    const player = await bettor(merchant.code, 10_000n);
    valueOf(await put('SPD1', { betMax: spd1.betMin }), OperatorLotteryGame);
    const over = await placeOrder(app, player, {
      gameCode: 'SPD1',
      numero: selling.numero,
      bets: [bet('SUM_BIG_SMALL', 'BIG', spd1.betMin + 1)],
    });
    expect(errorOf(over).code).toBe('lottery.bet.limit');
    await put('SPD1', { betMax: spd1.betMax });
  });

  it('lets the content role change games and refuses finance and auditors', async () => {
    const content = await staffSession(app, 'content');
    expect((await put('SPD5', { sortOrder: 7 }, content.headers)).statusCode).toBe(200);
    for (const role of ['finance', 'auditor'] as const) {
      const staff = await staffSession(app, role);
      expect(errorOf(await put('SPD5', { isHot: true }, staff.headers)).code).toBe('no.permission');
      expect((await get(`${games}/SPD5/draws`, staff.headers)).statusCode).toBe(200);
    }
  });
});
