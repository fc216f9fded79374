import { randomBytes } from 'node:crypto';
import {
  LOTTERY_PATHS,
  LotteryOrderResult,
  type LotteryBetItem,
  type LotteryOrderInput,
} from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { buildApp, type App } from '@/app.js';
import type { Database } from '@/db/client.js';
import { lotteryDraws, lotteryGames } from '@/db/schema/index.js';
import { seedDemoLottery } from '@/db/seed/demo-lottery.js';
import { createLedgerService } from '@/modules/wallet/index.js';
import { valueOf } from './http.js';
import { insertTestMember, tokenFor } from './ledger-fixtures.js';
import { insertDemoCopy } from './merchants.js';
import { ensureTestOwner } from './operators.js';
import { sharedDatabase, TEST_CONFIG } from './test-app.js';

/** 2026-11-24 12:00:00 in Manila: a minute's start, far from the daily draws. */
export const NOON = Date.UTC(2026, 10, 24, 4, 0, 0);

/** A clock the test moves; the app's lottery and its engine read it. */
export function fakeClock(start = NOON) {
  const clock = { time: start, now: () => clock.time };
  return {
    now: clock.now,
    set: (time: number) => void (clock.time = time),
    advance: (ms: number) => void (clock.time += ms),
    get time() {
      return clock.time;
    },
  };
}
export type FakeClock = ReturnType<typeof fakeClock>;

/**
 * A merchant of the test's own (DEMO's settings and flags), with the demo's lottery games and
 * results drawn before `now`, so its draws are the test's alone: the engine of each test app is
 * scoped to it.
 */
async function lotteryMerchant(database: Database, now: number) {
  const { code, merchantId } = await insertDemoCopy(database.db, 'LT');
  await seedDemoLottery(database.db, merchantId, now);
  return { code, merchantId };
}

export type LotteryMerchant = Awaited<ReturnType<typeof lotteryMerchant>>;

/**
 * A test's lottery: its own merchant (results drawn before the clock's time) and an app on the
 * shared database whose lottery runs on `clock`, its engine on that merchant alone; the engine
 * has ticked once (the current draws on sale) unless `tick` is false.
 */
export async function lotteryWorld(clock: FakeClock, { tick = true } = {}) {
  const database = await sharedDatabase();
  const merchant = await lotteryMerchant(database, clock.time);
  // The operator's calls (back-office tests) act as the test owner.
  await ensureTestOwner(database.db);
  const app = await buildApp({
    database,
    config: TEST_CONFIG,
    lottery: { now: clock.now, engineScope: [merchant.merchantId] },
  });
  await app.ready();
  if (tick) await app.lottery.engine.tick();
  return { app, merchant };
}

export type Bettor = { id: number; merchantId: number; headers: Record<string, string> };

/** A signed-in member of `merchantCode` holding `balanceMinor` (type 4: a trial account). */
export async function bettor(
  merchantCode: string,
  balanceMinor: bigint,
  type = 0,
): Promise<Bettor> {
  const { db } = await sharedDatabase();
  const member = await insertTestMember(db, { merchantCode, type, prefix: 'lot' });
  if (balanceMinor > 0n) {
    await createLedgerService({ db }).credit(
      member.merchantId,
      member.id,
      balanceMinor,
      type === 4 ? 'house_trial' : 'house_promotions',
      `test:fund:${member.id}`,
    );
  }
  return {
    id: member.id,
    merchantId: member.merchantId,
    headers: { authorization: await tokenFor(db, member), merchant: merchantCode, language: 'EN' },
  };
}

export const freshKey = () => randomBytes(8).toString('hex');

export async function balanceOf(who: Bettor): Promise<bigint> {
  const { db } = await sharedDatabase();
  return createLedgerService({ db }).balanceOf(who.id, who.merchantId);
}

/** The game's draw whose draw time is `drawAt` (or the first after `after`). */
export async function drawAt(merchantId: number, gameCode: string, at: number) {
  const { db } = await sharedDatabase();
  const [row] = await db
    .select({ draw: lotteryDraws })
    .from(lotteryDraws)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.gameId))
    .where(
      and(
        eq(lotteryGames.merchantId, merchantId),
        eq(lotteryGames.gameCode, gameCode),
        eq(lotteryDraws.drawAt, new Date(at)),
      ),
    );
  if (!row) throw new Error(`no ${gameCode} draw at ${new Date(at).toISOString()}`);
  return row.draw;
}

export const bet = (
  betType: LotteryBetItem['betType'],
  pick: string,
  amount = 100,
  more: Partial<LotteryBetItem> = {},
): LotteryBetItem => ({ betType, pick, amount, ...more });

/** POST /lgw/orders as `who`. */
export const placeOrder = (
  app: App,
  who: Bettor,
  body: Partial<LotteryOrderInput> & Pick<LotteryOrderInput, 'gameCode' | 'numero' | 'bets'>,
) =>
  app.inject({
    method: 'POST',
    url: LOTTERY_PATHS.order,
    headers: who.headers,
    payload: { idempotencyKey: freshKey(), ...body },
  });

export const orderOf = (response: Parameters<typeof valueOf>[0]) =>
  valueOf(response, LotteryOrderResult);
