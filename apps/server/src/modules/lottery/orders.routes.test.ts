import type { LotteryBetItem } from '@app/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { lotteryOrders, playBreaks, playLimits } from '@/db/schema/index.js';
import { errorOf } from '../../../test/http.js';
import {
  balanceOf,
  bet,
  bettor,
  drawAt,
  fakeClock,
  lotteryWorld,
  freshKey,
  NOON,
  orderOf,
  placeOrder,
  type Bettor,
  type LotteryMerchant,
} from '../../../test/lottery.js';
import { sharedDatabase } from '../../../test/test-app.js';

const MINUTE = 60_000;

describe('lottery orders: bets on the wallet', () => {
  const clock = fakeClock(NOON + 5_000);
  let app: App;
  let merchant: LotteryMerchant;
  /** SPD1's draw on sale (12:01), the next one (12:02, not on sale yet). */
  let selling: string;
  let scheduled: string;

  beforeAll(async () => {
    ({ app, merchant } = await lotteryWorld(clock));
    selling = (await drawAt(merchant.merchantId, 'SPD1', NOON + MINUTE)).numero;
    scheduled = (await drawAt(merchant.merchantId, 'SPD1', NOON + 2 * MINUTE)).numero;
  });
  afterAll(() => app.close());

  const ordersOf = async (who: Bettor) => {
    const { db } = await sharedDatabase();
    const [row] = await db
      .select({ n: count() })
      .from(lotteryOrders)
      .where(eq(lotteryOrders.memberId, who.id));
    return row?.n ?? 0;
  };
  const spd1 = (who: Bettor, bets: LotteryBetItem[], more: Record<string, unknown> = {}) =>
    placeOrder(app, who, { gameCode: 'SPD1', numero: selling, bets, ...more });

  it('takes the stake from the wallet at once, with the order, and answers both', async () => {
    clock.set(NOON + 5_000);
    const player = await bettor(merchant.code, 10_000n);
    const response = await spd1(player, [
      bet('DIGIT', '3', 100, { position: 2, multiple: 3 }),
      bet('SUM_BIG_SMALL', 'BIG', 500),
    ]);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const order = orderOf(response);
    expect(order).toMatchObject({
      game: 'lottery',
      gameCode: 'SPD1',
      gameName: 'Speed 5D · 1 Minute',
      prizeMode: 'LOTT',
      numero: selling,
      stake: 800,
      payout: 0,
      profit: -800,
      status: 'open',
      balance: 9_200,
      replayed: false,
    });
    expect(
      order.suborders.map((item) => [item.betType, item.stake, item.odds, item.status]),
    ).toEqual([
      ['DIGIT', 300, 9.7, 'open'],
      ['SUM_BIG_SMALL', 500, 1.94, 'open'],
    ]);
    expect(order.draw).toMatchObject({ numero: selling, status: 'selling', seed: null });
    expect(await balanceOf(player)).toBe(9_200n);
  });

  it('answers a retried order with that order, once, and refuses its key for another', async () => {
    const player = await bettor(merchant.code, 10_000n);
    const idempotencyKey = freshKey();
    const bets = [bet('SUM', '22', 1_000)];
    const [a, b] = await Promise.all([
      spd1(player, bets, { idempotencyKey }),
      spd1(player, bets, { idempotencyKey }),
    ]);
    const first = orderOf(a);
    const second = orderOf(b);
    expect(first.id).toBe(second.id);
    expect([first.replayed, second.replayed].sort()).toEqual([false, true]);
    // A retry after the sale closed still answers the order it placed.
    clock.set(NOON + 55_000);
    expect(orderOf(await spd1(player, bets, { idempotencyKey })).replayed).toBe(true);
    clock.set(NOON + 5_000);
    const reused = await spd1(player, [bet('SUM', '23', 1_000)], { idempotencyKey });
    expect(reused.statusCode).toBe(409);
    expect(errorOf(reused)).toMatchObject({
      code: 'idempotency.conflict',
      field: 'idempotencyKey',
    });
    expect(await ordersOf(player)).toBe(1);
    expect(await balanceOf(player)).toBe(9_000n);
  });

  it('never overdraws under racing orders, and keeps a member within the draw’s limit', async () => {
    const poor = await bettor(merchant.code, 1_000n);
    const racing = await Promise.all(
      Array.from({ length: 8 }, () => spd1(poor, [bet('DIGIT', '1', 300, { position: 1 })])),
    );
    const accepted = racing.filter((response) => response.statusCode === 200);
    expect(accepted).toHaveLength(3);
    for (const refused of racing.filter((response) => response.statusCode !== 200)) {
      expect(errorOf(refused).code).toBe('wallet.insufficient');
    }
    expect(await balanceOf(poor)).toBe(100n);

    // SPD1: ₱10,000.00 a bet, ₱50,000.00 a member on one draw.
    const rich = await bettor(merchant.code, 100_000_000n);
    const big = await Promise.all(
      Array.from({ length: 7 }, () => spd1(rich, [bet('SUM_ODD_EVEN', 'ODD', 1_000_000)])),
    );
    expect(big.filter((response) => response.statusCode === 200)).toHaveLength(5);
    const over = big.find((response) => response.statusCode !== 200);
    expect(over && errorOf(over)).toMatchObject({
      code: 'lottery.draw.limit',
      field: 'bets',
      message: 'Your bets on one draw may total at most ₱50,000.00',
    });
    expect(await balanceOf(rich)).toBe(100_000_000n - 5_000_000n);
  });

  it('keeps to the member’s own loss limit across racing orders, and refuses a member on a break', async () => {
    const { db } = await sharedDatabase();
    const careful = await bettor(merchant.code, 10_000n);
    await db
      .insert(playLimits)
      .values({ memberId: careful.id, kind: 'loss', period: 'day', amount: 500 });
    // An open stake counts as lost until it wins or is refunded: one ₱3.00 order fits ₱5.00.
    const racing = await Promise.all(
      Array.from({ length: 4 }, () => spd1(careful, [bet('DIGIT', '1', 300, { position: 1 })])),
    );
    expect(racing.filter((response) => response.statusCode === 200)).toHaveLength(1);
    const refused = racing.find((response) => response.statusCode !== 200);
    expect(refused && errorOf(refused)).toMatchObject({ code: 'play.limit.loss', field: 'amount' });
    expect(await balanceOf(careful)).toBe(9_700n);

    const resting = await bettor(merchant.code, 10_000n);
    await db.insert(playBreaks).values({
      memberId: resting.id,
      kind: 'timeout',
      startsAt: new Date(Date.now() - 1_000),
      endsAt: new Date(Date.now() + 86_400_000),
    });
    const paused = await spd1(resting, [bet('DIGIT', '1', 100, { position: 1 })]);
    expect(paused.statusCode).toBe(403);
    expect(errorOf(paused).code).toBe('play.timeout.active');
    expect(await ordersOf(resting)).toBe(0);
  });

  it('refuses a bad order with a code, its field and a message in the member’s language, and changes nothing', async () => {
    clock.set(NOON + 5_000);
    const player = await bettor(merchant.code, 5_000n);
    const digit = bet('DIGIT', '1', 100, { position: 1 });
    const cases: [string, Record<string, unknown>, number, string, string][] = [
      ['unknown game', { gameCode: 'NOPE' }, 404, 'lottery.game.not.found', 'gameCode'],
      [
        'not in the prize mode',
        { gameCode: 'VNNORTH', prizeMode: 'ZY' },
        404,
        'lottery.game.not.found',
        'gameCode',
      ],
      ['unknown draw', { numero: '20991231-0001' }, 404, 'lottery.draw.not.found', 'numero'],
      ['not on sale yet', { numero: scheduled }, 409, 'lottery.draw.not.open', 'numero'],
      [
        'a digit of two',
        { bets: [{ ...digit, pick: '10' }] },
        400,
        'lottery.number.invalid',
        'bets.0.pick',
      ],
      [
        'no position',
        { bets: [bet('DIGIT', '1')] },
        400,
        'lottery.number.invalid',
        'bets.0.position',
      ],
      [
        'a VN bet',
        { bets: [digit, bet('SPECIAL_2D', '12')] },
        400,
        'lottery.bet.type',
        'bets.1.betType',
      ],
      [
        'under the minimum',
        { bets: [{ ...digit, amount: 50 }] },
        400,
        'lottery.bet.limit',
        'bets.0.amount',
      ],
      [
        'over the contract',
        { bets: [{ ...digit, amount: 100_000, multiple: 101 }] },
        400,
        'request.invalid',
        'bets.0.multiple',
      ],
      ['over the balance', { bets: [{ ...digit, amount: 6_000 }] }, 409, 'wallet.insufficient', ''],
      ['a short key', { idempotencyKey: 'short' }, 400, 'request.invalid', 'idempotencyKey'],
    ];
    for (const [name, body, status, code, field] of cases) {
      const response = await spd1(player, [digit], body);
      expect(response.statusCode, name).toBe(status);
      expect(errorOf(response), name).toMatchObject({ code, ...(field ? { field } : {}) });
    }
    const limit = await spd1(player, [{ ...digit, amount: 50 }]);
    expect(errorOf(limit).message).toBe('Each bet must be from ₱1.00 to ₱10,000.00');
    const tagalog = await placeOrder(
      app,
      { ...player, headers: { ...player.headers, language: 'TY' } },
      { gameCode: 'SPD1', numero: selling, bets: [{ ...digit, amount: 50 }] },
    );
    expect(errorOf(tagalog).message).toBe('Dapat mula ₱1.00 hanggang ₱10,000.00 ang bawat taya');

    clock.set(NOON + 50_000); // the sale closed 10 s before the draw
    const late = await spd1(player, [digit]);
    expect(errorOf(late)).toMatchObject({
      code: 'lottery.draw.closed',
      field: 'numero',
      message: 'Betting on this draw has closed',
    });
    const guest = await placeOrder(
      app,
      { ...player, headers: { merchant: merchant.code } },
      { gameCode: 'SPD1', numero: selling, bets: [digit] },
    );
    expect(guest.statusCode).toBe(401);
    expect(await ordersOf(player)).toBe(0);
    expect(await balanceOf(player)).toBe(5_000n);
  });

  it('limits orders per member: past 60 in a minute, 429', async () => {
    const player = await bettor(merchant.code, 0n);
    const statuses: number[] = [];
    for (let n = 0; n < 61; n += 1) {
      statuses.push(
        (await spd1(player, [bet('SUM', '1', 100)], { numero: '20991231-0001' })).statusCode,
      );
    }
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
    const other = await bettor(merchant.code, 0n);
    expect((await spd1(other, [bet('SUM', '1', 100)])).statusCode).toBe(409); // not limited: no money
  });
});
