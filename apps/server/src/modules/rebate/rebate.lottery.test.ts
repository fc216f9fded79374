import {
  CancelSubordersResult,
  LOTTERY_PATHS,
  REBATE_PATHS,
  RebateClaimResult,
  RebatePreview,
} from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { bonusOf } from '../../../test/bonus.js';
import { valueOf } from '../../../test/http.js';
import { checkInvariants } from '../../../test/ledger-invariants.js';
import {
  bet,
  bettor,
  drawAt,
  fakeClock,
  freshKey,
  lotteryWorld,
  NOON,
  orderOf,
  placeOrder,
  type Bettor,
  type LotteryMerchant,
} from '../../../test/lottery.js';
import { sharedDatabase } from '../../../test/test-app.js';

describe('rebates on lottery bets: settled ones only, in the order they were placed', () => {
  const clock = fakeClock(NOON + 5_000);
  let app: App;
  let merchant: LotteryMerchant;

  beforeAll(async () => {
    ({ app, merchant } = await lotteryWorld(clock));
  });
  afterEach(async () => checkInvariants((await sharedDatabase()).db));
  afterAll(() => app.close());

  const preview = async (who: Bettor) =>
    valueOf(await app.inject({ url: REBATE_PATHS.preview, headers: who.headers }), RebatePreview);
  const lottery = (shown: RebatePreview) => shown.lines.find((l) => l.category === 'lottery');
  /** An order on the game's draw at `at` (on sale now). */
  const order = async (who: Bettor, gameCode: string, at: number, stakes: number[]) => {
    const { numero } = await drawAt(merchant.merchantId, gameCode, at);
    return orderOf(
      await placeOrder(app, who, {
        gameCode,
        numero,
        bets: stakes.map((amount, i) => bet('SUM', String(10 + i), amount)),
      }),
    );
  };

  it('counts a bet once settled, never a cancelled (refunded) one, and pays 0.3 %', async () => {
    clock.set(NOON + 5_000);
    const player = await bettor(merchant.code, 1_000_000n);
    const placed = await order(player, 'SPD1', NOON + 60_000, [100_000, 100_000, 50_000]);
    const [, second] = placed.suborders.map((item) => item.id);
    const cancelled = valueOf(
      await app.inject({
        method: 'POST',
        url: LOTTERY_PATHS.cancel,
        headers: player.headers,
        payload: { suborderIds: [second] },
      }),
      CancelSubordersResult,
    );
    expect(cancelled.refunded).toBe(100_000);

    // Open: nothing counted yet, two bets waiting for the draw.
    const open = await preview(player);
    expect(lottery(open)).toMatchObject({ turnover: 0, bets: 0, amount: 0, waiting: 2 });
    expect(open).toMatchObject({ total: 0, blocked: 'nothing' });
    // Counting stops before the first open bet (ids are shared with other members' bets).
    expect(open.upTo.lottery).toBe((placed.suborders[0]?.id ?? 0) - 1);

    clock.set(NOON + 60_000);
    await app.lottery.engine.tick();
    const settled = await preview(player);
    expect(lottery(settled)).toEqual({
      category: 'lottery',
      turnover: 150_000,
      bets: 2,
      rateBp: 30,
      amount: 450,
      waiting: 0,
    });
    const before = await bonusOf(player);
    const paid = valueOf(
      await app.inject({
        method: 'POST',
        url: REBATE_PATHS.claim,
        headers: player.headers,
        payload: { since: settled.since, upTo: settled.upTo, idempotencyKey: freshKey() },
      }),
      RebateClaimResult,
    );
    expect(paid).toMatchObject({ amount: 450, turnover: 150_000 });
    // Into the bonus account with its 1× wagering (wallet/bonus-wallet.ts).
    expect(await bonusOf(player)).toBe(before + 450n);
    expect(await preview(player)).toMatchObject({ total: 0, since: settled.upTo });
  });

  it('keeps a settled bet waiting behind an earlier open one, then counts both', async () => {
    clock.set(NOON + 65_000);
    await app.lottery.engine.tick();
    const player = await bettor(merchant.code, 1_000_000n);
    // First on the 3-minute game (12:03), then on the 1-minute one (12:02).
    await order(player, 'SPD3', NOON + 180_000, [200_000]);
    await order(player, 'SPD1', NOON + 120_000, [100_000]);

    clock.set(NOON + 120_000);
    await app.lottery.engine.tick();
    const behind = await preview(player);
    expect(lottery(behind)).toMatchObject({ turnover: 0, bets: 0, waiting: 2 });

    clock.set(NOON + 180_000);
    await app.lottery.engine.tick();
    const both = await preview(player);
    expect(lottery(both)).toMatchObject({ turnover: 300_000, bets: 2, amount: 900, waiting: 0 });
  });
});
