import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import {
  LOTTERY_PATHS,
  OperatorPromotion,
  REBATE_PATHS,
  RebatePreview,
  VIP_LEVELS,
  type LotteryBetItem,
  type OperatorPromotionInput,
} from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { lotterySuborders, memberTurnover } from '@/db/schema/index.js';
import { createLeaderboardRepository } from '@/modules/leaderboard/index.js';
import { createPromotionsService } from '@/modules/promotions/index.js';
import { playFiguresOf, vipRuleOf } from '@/modules/vip/index.js';
import { valueOf } from '../../../test/http.js';
import { betOf, diceBet } from '../../../test/inhouse.js';
import { checkInvariants } from '../../../test/ledger-invariants.js';
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
import { operatorHeaders } from '../../../test/operator.js';
import { sharedDatabase } from '../../../test/test-app.js';
import { createLedgerService, MEMBER_CASH } from './index.js';

const DAY = 86_400_000;

/** The statement of migration 0029 that contains `marker`. */
function migrationStatement(marker: string): string {
  const file = new URL('../../db/migrations/0029_valid_bets.sql', import.meta.url);
  const found = fs
    .readFileSync(file, 'utf8')
    .split('--> statement-breakpoint')
    .find((part) => part.includes(marker));
  if (!found) throw new Error(`0029: no statement with ${marker}`);
  return found;
}
/** Rolls back a transaction that replayed migration 0029, carrying what it read. */
class MigrationReplayed extends Error {
  constructor(readonly rows: { id: number; valid: boolean }[]) {
    super('rolled back');
  }
}

const ownerOf = (who: Bettor) => ({ memberId: who.id, merchantId: who.merchantId });

describe('one valid bet: counted once settled, the same for turnover, VIP, missions, leaderboard and rebates', () => {
  const clock = fakeClock(NOON + 5_000);
  let app: App;
  let db: Db;
  let merchant: LotteryMerchant;
  let missionId: number;
  let sellingAt = NOON + 60_000;

  beforeAll(async () => {
    ({ app, merchant } = await lotteryWorld(clock));
    db = (await sharedDatabase()).db;
    const mission: OperatorPromotionInput = {
      code: `M_${randomBytes(5).toString('hex').toUpperCase()}`,
      kind: 'MISSION',
      titles: { TY: 'Misyon', EN: 'Mission' },
      bodies: { TY: '<p>TY</p>', EN: '<p>EN</p>' },
      startAt: NOON - DAY,
      endAt: null,
      percentBp: 0,
      cap: 0,
      fixedAmount: 1_000,
      target: 50_000,
      turnoverMultiplier: 1,
    };
    const created = await app.inject({
      method: 'POST',
      url: `/operator/merchants/${merchant.code}/promotions`,
      headers: operatorHeaders,
      payload: mission,
    });
    missionId = valueOf(created, OperatorPromotion).id;
  });
  afterEach(async () => checkInvariants(db));
  afterAll(() => app.close());

  /** The daily mission as the promotions service sees it on the lottery's clock. */
  const promotions = () => createPromotionsService({ db, now: () => new Date(clock.time) });
  const missionOf = async (who: Bettor) =>
    (await promotions().list(who.merchantId, who.id, 'EN')).find((item) => item.id === missionId);

  /** What each place that counts turnover has counted for `who`. */
  async function counted(who: Bettor) {
    const standings = await createLeaderboardRepository(db).standings(who.merchantId, {
      from: new Date(0),
      to: new Date(Date.now() + 365 * DAY),
    });
    const rebate = valueOf(
      await app.inject({ url: REBATE_PATHS.preview, headers: who.headers }),
      RebatePreview,
    );
    const [turnover] = await db
      .select({ wagered: memberTurnover.wagered })
      .from(memberTurnover)
      .where(eq(memberTurnover.memberId, who.id));
    return {
      withdrawalTurnover: turnover?.wagered ?? 0,
      vip: (await playFiguresOf(db, ownerOf(who))).turnover,
      mission: (await missionOf(who))?.progress,
      leaderboard: standings.find((row) => row.memberId === who.id)?.turnover ?? 0,
      rebate: rebate.lines.reduce((sum, line) => sum + line.turnover, 0),
    };
  }
  const everywhere = (amount: number) => ({
    withdrawalTurnover: amount,
    vip: amount,
    mission: amount,
    leaderboard: amount,
    rebate: amount,
  });

  const order = async (who: Bettor, bets: LotteryBetItem[]) => {
    const { numero } = await drawAt(merchant.merchantId, 'SPD1', sellingAt);
    return orderOf(await placeOrder(app, who, { gameCode: 'SPD1', numero, bets }));
  };
  /** Draws and settles SPD1's draw on sale; the next one is on sale then. */
  const settle = async () => {
    clock.set(sellingAt);
    await app.lottery.engine.tick();
    sellingAt += 60_000;
  };

  it('counts a dice bet at 66 % everywhere, one at 98 % nowhere', async () => {
    const who = await bettor(merchant.code, 1_000_000n);
    betOf(await diceBet(app, who, { amount: 100_000, target: 9_800, direction: 'under' }));
    betOf(await diceBet(app, who, { amount: 100_000, target: 199, direction: 'over' }));
    expect(await counted(who)).toEqual(everywhere(0));
    betOf(await diceBet(app, who, { amount: 100_000, target: 6_600, direction: 'under' }));
    expect(await counted(who)).toEqual(everywhere(100_000));
  });

  it('claim, then cancel: an open lottery bet counts for nothing, so its cancel leaves nothing behind', async () => {
    const who = await bettor(merchant.code, 1_000_000n);
    const level1 = VIP_LEVELS[1]!;
    await createLedgerService({ db }).move({
      merchantId: who.merchantId,
      from: { memberId: null, kind: 'house_test' },
      to: { memberId: who.id, kind: MEMBER_CASH },
      amountMinor: BigInt(level1.deposit),
      idempotencyKey: `valid-bet:deposit:${who.id}`,
      kind: 'deposit',
      memo: 'test deposit',
    });
    const placed = await order(who, [bet('SUM', '10', level1.turnover)]);

    // Open: the mission cannot be claimed, the VIP level is not lifted.
    expect(await counted(who)).toEqual(everywhere(0));
    await expect(promotions().claim(ownerOf(who), missionId, 'EN')).rejects.toMatchObject({
      code: 'promotion.mission.unmet',
    });
    expect((await vipRuleOf(db, ownerOf(who))).level).toBe(0);

    const cancel = await app.inject({
      method: 'POST',
      url: LOTTERY_PATHS.cancel,
      headers: who.headers,
      payload: { suborderIds: placed.suborders.map((item) => item.id) },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await balanceOf(who)).toBe(1_000_000n + BigInt(level1.deposit));
    expect(await counted(who)).toEqual(everywhere(0));
    expect((await vipRuleOf(db, ownerOf(who))).level).toBe(0);

    // The same bet, settled by its draw: now it counts, once, everywhere.
    await order(who, [bet('SUM', '10', level1.turnover)]);
    await settle();
    expect(await counted(who)).toEqual(everywhere(level1.turnover));
    expect((await vipRuleOf(db, ownerOf(who))).level).toBe(1);
    const claimed = await promotions().claim(ownerOf(who), missionId, 'EN');
    expect(claimed.promotion).toMatchObject({ label: 'Claimed' });
  });

  it('leaves out lottery bets of one draw that together win almost always (BIG and SMALL)', async () => {
    const who = await bettor(merchant.code, 1_000_000n);
    await order(who, [
      bet('SUM_BIG_SMALL', 'BIG', 100_000),
      bet('SUM_BIG_SMALL', 'SMALL', 100_000),
      bet('DIGIT', '3', 10_000, { position: 1 }),
    ]);
    await settle();
    // Only the digit bet counts: the sides cover every sum.
    expect(await counted(who)).toEqual(everywhere(10_000));

    // Migration 0029 marks the bets settled before it by the same rule.
    const flags = () =>
      db
        .select({ id: lotterySuborders.id, valid: lotterySuborders.valid })
        .from(lotterySuborders)
        .where(eq(lotterySuborders.memberId, who.id))
        .orderBy(lotterySuborders.id);
    const marked = await flags();
    expect(marked.map((row) => row.valid)).toEqual([false, false, true]);
    // The statements rewrite every settled bet of the shared test database (other files' bets
    // included, marked by today's rules), so they run in a transaction that is rolled back.
    const remarked = await db
      .transaction(async (tx) => {
        await tx
          .update(lotterySuborders)
          .set({ valid: false })
          .where(eq(lotterySuborders.memberId, who.id));
        for (const marker of ['SET "valid" = true', '"digit_cover" AS', '"sum_cover" AS']) {
          await tx.execute(sql.raw(migrationStatement(marker)));
        }
        const rows = await tx
          .select({ id: lotterySuborders.id, valid: lotterySuborders.valid })
          .from(lotterySuborders)
          .where(eq(lotterySuborders.memberId, who.id))
          .orderBy(lotterySuborders.id);
        throw new MigrationReplayed(rows);
      })
      .catch((error: unknown) => {
        if (error instanceof MigrationReplayed) return error.rows;
        throw error;
      });
    expect(remarked).toEqual(marked);
    expect(await flags()).toEqual(marked);
  });
});
