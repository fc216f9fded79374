import {
  CancelSubordersResult,
  INHOUSE_PATHS,
  LOTTERY_PATHS,
  LotteryRecord,
  OrdersPage,
  type LotteryBetItem,
} from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { betOf, diceBet } from '../../../test/inhouse.js';
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
  type Bettor,
  type LotteryMerchant,
} from '../../../test/lottery.js';

describe('lottery orders: cancels and records', () => {
  const clock = fakeClock(NOON + 5_000);
  let app: App;
  let merchant: LotteryMerchant;
  /** SPD1's draw on sale (12:01). */
  let selling: string;

  beforeAll(async () => {
    ({ app, merchant } = await lotteryWorld(clock));
    selling = (await drawAt(merchant.merchantId, 'SPD1', NOON + 60_000)).numero;
  });
  afterAll(() => app.close());

  const spd1 = (who: Bettor, bets: LotteryBetItem[]) =>
    placeOrder(app, who, { gameCode: 'SPD1', numero: selling, bets });

  it('cancels open bets before the sale closes, refunding once, and refuses it after', async () => {
    clock.set(NOON + 5_000);
    const player = await bettor(merchant.code, 10_000n);
    const order = orderOf(
      await spd1(player, [bet('SUM', '10', 1_000), bet('SUM', '11', 2_000), bet('SUM', '12', 500)]),
    );
    const [a, b, c] = order.suborders.map((item) => item.id);
    const cancel = (ids: (number | undefined)[], who = player) =>
      app.inject({
        method: 'POST',
        url: LOTTERY_PATHS.cancel,
        headers: who.headers,
        payload: { suborderIds: ids },
      });
    const done = valueOf(await cancel([a, b]), CancelSubordersResult);
    expect(done).toEqual({ cancelled: [a, b], refunded: 3_000, balance: 9_500 });
    // Again: nothing more is refunded.
    expect(valueOf(await cancel([a]), CancelSubordersResult)).toMatchObject({ refunded: 0 });
    const stranger = await bettor(merchant.code, 0n);
    expect(errorOf(await cancel([c], stranger))).toMatchObject({
      code: 'order.not.found',
      field: 'suborderIds',
    });
    clock.set(NOON + 51_000);
    expect(errorOf(await cancel([c]))).toMatchObject({
      code: 'lottery.not.cancellable',
      field: 'suborderIds',
    });
    expect(await balanceOf(player)).toBe(9_500n);
    const detail = valueOf(
      await app.inject({
        url: `${INHOUSE_PATHS.detail}?id=${order.id}&game=lottery`,
        headers: player.headers,
      }),
      LotteryRecord,
    );
    expect(detail).toMatchObject({ status: 'open', stake: 500 });
    expect(detail.suborders.map((item) => item.status)).toEqual(['cancelled', 'cancelled', 'open']);
  });

  it('lists lottery orders in the game records beside the in-house bets', async () => {
    clock.set(NOON + 5_000);
    const player = await bettor(merchant.code, 100_000n);
    const placed = orderOf(
      await spd1(player, [bet('DIGIT', '5', 1_000, { position: 5 }), bet('SUM', '9', 400)]),
    );
    // A cancelled bet gave its stake back: it counts in no total.
    await app.inject({
      method: 'POST',
      url: LOTTERY_PATHS.cancel,
      headers: player.headers,
      payload: { suborderIds: [placed.suborders[1]?.id] },
    });
    const dice = betOf(await diceBet(app, player, { amount: 200 }));
    const page = valueOf(
      await app.inject({ url: INHOUSE_PATHS.orders, headers: player.headers }),
      OrdersPage,
    );
    expect(page.list.map((record) => [record.game, record.id])).toEqual([
      ['dice', dice.id],
      ['lottery', placed.id],
    ]);
    expect(page.totals).toEqual({
      count: 2,
      stake: 1_200,
      payout: dice.payout,
      profit: dice.payout - 1_200,
    });
    const lottery = valueOf(
      await app.inject({ url: `${INHOUSE_PATHS.orders}?game=lottery`, headers: player.headers }),
      OrdersPage,
    );
    expect(lottery.list.map((record) => record.id)).toEqual([placed.id]);
    // Each game numbers its own records: the detail names the game, and a dice bet is no slot.
    const detail = (id: number, game: string) =>
      app.inject({ url: `${INHOUSE_PATHS.detail}?id=${id}&game=${game}`, headers: player.headers });
    expect(valueOf(await detail(placed.id, 'lottery'), LotteryRecord).id).toBe(placed.id);
    expect((await detail(dice.id, 'dice')).statusCode).toBe(200);
    expect(errorOf(await detail(dice.id, 'slot')).code).toBe('order.not.found');
  });

  it('keeps one lottery game’s orders, and those with a bet still open, when asked', async () => {
    clock.set(NOON + 5_000);
    const player = await bettor(merchant.code, 100_000n);
    const spd3 = (await drawAt(merchant.merchantId, 'SPD3', NOON + 180_000)).numero;
    const open = orderOf(await spd1(player, [bet('SUM', '10', 1_000)]));
    const cancelled = orderOf(await spd1(player, [bet('SUM', '11', 1_000)]));
    await app.inject({
      method: 'POST',
      url: LOTTERY_PATHS.cancel,
      headers: player.headers,
      payload: { suborderIds: cancelled.suborders.map((item) => item.id) },
    });
    const other = orderOf(
      await placeOrder(app, player, {
        gameCode: 'SPD3',
        numero: spd3,
        bets: [bet('SUM', '12', 500)],
      }),
    );
    await diceBet(app, player, { amount: 200 });
    const ids = async (query: string) =>
      valueOf(
        await app.inject({ url: `${INHOUSE_PATHS.orders}?${query}`, headers: player.headers }),
        OrdersPage,
      ).list.map((record) => record.id);
    expect(await ids('gameCode=SPD1')).toEqual([cancelled.id, open.id]);
    expect(await ids('gameCode=SPD1&open=true')).toEqual([open.id]);
    expect(await ids('gameCode=SPD1&open=false')).toEqual([cancelled.id]);
    expect(await ids('open=true')).toEqual([other.id, open.id]);
    expect(await ids('gameCode=SPD5')).toEqual([]);
    // The lottery filters mean lottery records: asking them of the dice is refused.
    const refused = await app.inject({
      url: `${INHOUSE_PATHS.orders}?game=dice&open=true`,
      headers: player.headers,
    });
    expect(errorOf(refused)).toMatchObject({ code: 'request.invalid', field: 'game' });
  });
});
