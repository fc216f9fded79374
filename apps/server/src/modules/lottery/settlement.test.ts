import {
  Inbox,
  INHOUSE_PATHS,
  LotteryRecord,
  sha256Hex,
  verifyDraw,
  winningNumberOf,
  type LotteryBetItem,
  type NumberFormatCode,
} from '@app/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { inboxMessages, ledgerAccounts, lotteryDraws } from '@/db/schema/index.js';
import { valueOf } from '../../../test/http.js';
import {
  balanceOf,
  bet,
  bettor,
  drawAt,
  fakeClock,
  lotteryWorld,
  orderOf,
  placeOrder,
  type Bettor,
  type LotteryMerchant,
} from '../../../test/lottery.js';
import { sharedDatabase } from '../../../test/test-app.js';

/**
 * A result the test gives the draws (drawn from this seed alone, as v1 draws were), so every
 * result is known and this file tests the settlement, not the draw (engine.test.ts):
 * SPD1 20261124-0751 → 04951~19 (sum 19: small, odd); VNNORTH 20261124 → special 01436, and
 * 16172 and 83172 end in 72 / 172; VNSOUTH 20261124 → special 017546, 71637 and 11437 end in 37,
 * 11437 alone in 437, and the 2-digit eighth prize is 36.
 */
const SEED = 'a'.repeat(64);
const at = (hours: number, minutes: number) => Date.UTC(2026, 10, 24, hours - 8, minutes);
const DRAWS = {
  SPD1: at(12, 31),
  SPD3: at(12, 33),
  VNSOUTH: at(17, 15),
  VNNORTH: at(19, 15),
};
const FORMATS: Record<keyof typeof DRAWS, NumberFormatCode> = {
  SPD1: 'D5',
  SPD3: 'D5',
  VNSOUTH: 'VN_SOUTH',
  VNNORTH: 'VN_NORTH',
};

describe('lottery settlement: every bet type pays its odds', () => {
  const clock = fakeClock(at(12, 30) + 5_000);
  let app: App;
  let merchant: LotteryMerchant;
  let player: Bettor;

  beforeAll(async () => {
    ({ app, merchant } = await lotteryWorld(clock));
    player = await bettor(merchant.code, 1_000_000n);
  });
  afterAll(() => app.close());

  /** At its draw time, the draw is given SEED's result; the engine's tick then settles it. */
  async function drawKnown(gameCode: keyof typeof DRAWS) {
    clock.set(DRAWS[gameCode]);
    const { db } = await sharedDatabase();
    const { id, numero } = await drawAt(merchant.merchantId, gameCode, DRAWS[gameCode]);
    await db
      .update(lotteryDraws)
      .set({
        status: 'drawn',
        seed: SEED,
        seedHash: sha256Hex(SEED),
        winningNumber: winningNumberOf(SEED, gameCode, numero, FORMATS[gameCode]),
        drawnAt: new Date(DRAWS[gameCode]),
      })
      .where(eq(lotteryDraws.id, id));
    await app.lottery.engine.tick();
  }

  const order = async (gameCode: keyof typeof DRAWS, bets: LotteryBetItem[], who = player) => {
    const numero = (await drawAt(merchant.merchantId, gameCode, DRAWS[gameCode])).numero;
    return orderOf(await placeOrder(app, who, { gameCode, numero, bets }));
  };
  const record = async (id: number, who = player) =>
    valueOf(
      await app.inject({
        url: `${INHOUSE_PATHS.detail}?id=${id}&game=lottery`,
        headers: who.headers,
      }),
      LotteryRecord,
    );
  const payouts = (settled: LotteryRecord) =>
    settled.suborders.map((bet) => [bet.betType, bet.pick, bet.status, bet.hits, bet.payout]);

  it('pays the fast game’s digit, big/small, odd/even and sum bets', async () => {
    const placed = await order('SPD1', [
      bet('DIGIT', '9', 200, { position: 3, multiple: 5 }),
      bet('DIGIT', '1', 1_000, { position: 1 }),
      bet('DIGIT_BIG_SMALL', 'BIG', 1_000, { position: 4 }),
      bet('DIGIT_BIG_SMALL', 'BIG', 1_000, { position: 1 }),
      bet('DIGIT_ODD_EVEN', 'ODD', 1_000, { position: 5 }),
      bet('DIGIT_ODD_EVEN', 'ODD', 1_000, { position: 2 }),
      bet('SUM', '19', 1_000),
      bet('SUM', '20', 1_000),
      bet('SUM_BIG_SMALL', 'SMALL', 1_000),
      bet('SUM_BIG_SMALL', 'BIG', 1_000),
      bet('SUM_ODD_EVEN', 'ODD', 1_000),
      bet('SUM_ODD_EVEN', 'EVEN', 1_000),
    ]);
    expect(placed).toMatchObject({ stake: 12_000, payout: 0, status: 'open', balance: 988_000 });
    expect(placed.draw.seed).toBeNull(); // secret until the draw
    await drawKnown('SPD1');
    const settled = await record(placed.id);
    expect(settled.draw).toMatchObject({ status: 'drawn', winningNumber: '04951~19' });
    expect(payouts(settled)).toEqual([
      ['DIGIT', '9', 'won', 1, 9_700],
      ['DIGIT', '1', 'lost', 0, 0],
      ['DIGIT_BIG_SMALL', 'BIG', 'won', 1, 1_940],
      ['DIGIT_BIG_SMALL', 'BIG', 'lost', 0, 0],
      ['DIGIT_ODD_EVEN', 'ODD', 'won', 1, 1_940],
      ['DIGIT_ODD_EVEN', 'ODD', 'lost', 0, 0],
      ['SUM', '19', 'won', 1, 18_370],
      ['SUM', '20', 'lost', 0, 0],
      ['SUM_BIG_SMALL', 'SMALL', 'won', 1, 1_940],
      ['SUM_BIG_SMALL', 'BIG', 'lost', 0, 0],
      ['SUM_ODD_EVEN', 'ODD', 'won', 1, 1_940],
      ['SUM_ODD_EVEN', 'EVEN', 'lost', 0, 0],
    ]);
    expect(settled).toMatchObject({ status: 'settled', stake: 12_000, payout: 35_830 });
    expect(settled.profit).toBe(23_830);
    expect(await balanceOf(player)).toBe(1_000_000n - 12_000n + 35_830n);
    expect(
      verifyDraw({ ...settled.draw, gameCode: 'SPD1', winningNumber: '04951~19' }, SEED),
    ).toEqual({ valid: true });
  });

  it('tells the winner once per winning order, in the inbox, in the settlement’s transaction', async () => {
    const winner = await bettor(merchant.code, 100_000n);
    const { numero } = await drawAt(merchant.merchantId, 'SPD3', DRAWS.SPD3);
    // The result SEED gives (v1): one bet of each pair wins, the sum one past it loses.
    const sum = Number(winningNumberOf(SEED, 'SPD3', numero, 'D5').split('~')[1]);
    const place = async (bets: LotteryBetItem[]) =>
      orderOf(await placeOrder(app, winner, { gameCode: 'SPD3', numero, bets }));
    const oddEven = await place([
      bet('SUM_ODD_EVEN', 'ODD', 1_000),
      bet('SUM_ODD_EVEN', 'EVEN', 1_000),
    ]);
    const bigSmall = await place([
      bet('SUM_BIG_SMALL', 'BIG', 500),
      bet('SUM_BIG_SMALL', 'SMALL', 500),
    ]);
    const lost = await place([bet('SUM', String((sum + 1) % 46), 300)]);
    await drawKnown('SPD3');
    await app.lottery.engine.tick();
    const { db } = await sharedDatabase();
    const notices = await db
      .select()
      .from(inboxMessages)
      .where(eq(inboxMessages.memberId, winner.id))
      .orderBy(inboxMessages.id);
    // Exactly one per winning order (two), none for the lost one, none again on a second tick.
    expect(notices).toHaveLength(2);
    expect(notices.map((row) => row.texts.EN?.content.match(/order #(\d+)/)?.[1])).toEqual([
      String(oddEven.id),
      String(bigSmall.id),
    ]);
    expect(notices[0]?.texts.EN?.title).toBe('You won ₱19.40 in Speed 5D · 3 Minutes');
    expect(notices[1]?.texts.TY?.title).toBe('Nanalo ka ng ₱9.70 sa Speed 5D · 3 Minuto');
    expect((await record(lost.id, winner)).status).toBe('settled');
    // The member reads it in their inbox.
    const inbox = valueOf(
      await app.inject({ url: '/wps/relay/CSP_getInbox', headers: winner.headers }),
      Inbox,
    );
    expect(inbox.list.map((message) => message.title)).toEqual([
      'You won ₱9.70 in Speed 5D · 3 Minutes',
      'You won ₱19.40 in Speed 5D · 3 Minutes',
    ]);
  });

  it('pays the regional draws’ special-prize and all-prize 2D / 3D bets, per hit', async () => {
    const before = await balanceOf(player);
    const south = await order('VNSOUTH', [
      bet('SPECIAL_2D', '46', 1_000),
      bet('ALL_2D', '37', 1_000),
      bet('ALL_3D', '437', 1_000),
      bet('ALL_2D', '36', 1_000),
    ]);
    const north = await order('VNNORTH', [
      bet('SPECIAL_2D', '36', 1_000),
      bet('SPECIAL_2D', '37', 1_000),
      bet('SPECIAL_3D', '436', 1_000),
      bet('SPECIAL_3D', '437', 1_000),
      bet('ALL_2D', '72', 1_000),
      bet('ALL_2D', '36', 1_000),
      bet('ALL_3D', '172', 1_000),
      bet('ALL_2D', '99', 1_000),
    ]);
    await drawKnown('VNSOUTH');
    expect(payouts(await record(south.id))).toEqual([
      ['SPECIAL_2D', '46', 'won', 1, 97_000],
      ['ALL_2D', '37', 'won', 2, 10_760],
      ['ALL_3D', '437', 'won', 1, 57_050],
      ['ALL_2D', '36', 'won', 1, 5_380],
    ]);
    expect((await record(north.id)).status).toBe('open');
    await drawKnown('VNNORTH');
    expect(payouts(await record(north.id))).toEqual([
      ['SPECIAL_2D', '36', 'won', 1, 97_000],
      ['SPECIAL_2D', '37', 'lost', 0, 0],
      ['SPECIAL_3D', '436', 'won', 1, 970_000],
      ['SPECIAL_3D', '437', 'lost', 0, 0],
      ['ALL_2D', '72', 'won', 2, 7_180],
      ['ALL_2D', '36', 'won', 1, 3_590],
      ['ALL_3D', '172', 'won', 2, 84_340],
      ['ALL_2D', '99', 'lost', 0, 0],
    ]);
    const paid = 97_000 + 10_760 + 57_050 + 5_380 + 97_000 + 970_000 + 7_180 + 3_590 + 84_340;
    expect(await balanceOf(player)).toBe(before - 12_000n + BigInt(paid));
  });

  it('keeps a free-trial account’s play money against the trial house alone', async () => {
    const { db } = await sharedDatabase();
    const houses = async (prefix: string) => {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.merchantId, merchant.merchantId),
            isNull(ledgerAccounts.memberId),
            sql`${ledgerAccounts.kind} ~ ${`^${prefix}_[0-9]+$`}`,
          ),
        );
      return BigInt(row?.total ?? '0');
    };
    const realBefore = await houses('house_lottery');
    const trial = await bettor(merchant.code, 200_000n, 4);
    const { numero } = await drawAt(merchant.merchantId, 'SPD1', at(19, 16));
    const placed = orderOf(
      await placeOrder(app, trial, { gameCode: 'SPD1', numero, bets: [bet('SUM', '0', 5_000)] }),
    );
    expect(placed.balance).toBe(195_000);
    expect(await houses('house_lottery_trial')).toBe(5_000n);
    expect(await houses('house_lottery')).toBe(realBefore);
  });
});
