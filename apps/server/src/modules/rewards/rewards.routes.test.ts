import {
  REWARD_CLAIM_DAYS,
  REWARD_PATHS,
  RewardClaimResult,
  RewardPage,
  TRANSACTIONS_PATH,
  TransactionPage,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { memberRewards, playBreaks } from '@/db/schema/index.js';
import { createTurnoverRepository } from '../wallet/index.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { bonusOf, bonusWageringOf } from '../../../test/bonus.js';
import { balanceOf, player } from '../../../test/inhouse.js';
import { checkInvariants } from '../../../test/ledger-invariants.js';
import { operatorSwitches } from '../../../test/operator.js';
import { buildTestApp, sharedDatabase } from '../../../test/test-app.js';
import { grantReward } from './index.js';

type Who = Awaited<ReturnType<typeof player>>;
const DAY = 86_400_000;

describe('reward centre: granted once, claimed once, by the member it belongs to', () => {
  let app: App;
  let db: Db;
  let switches: ReturnType<typeof operatorSwitches>;

  beforeAll(async () => {
    app = await buildTestApp();
    db = (await sharedDatabase()).db;
    switches = operatorSwitches(app);
  });
  afterEach(async () => {
    await switches.restore();
    await checkInvariants(db);
  });
  afterAll(() => app.close());

  const grant = (who: Who, key: string, amount = 1_800, at = new Date()) =>
    grantReward(
      db,
      {
        memberId: who.id,
        merchantId: who.merchantId,
        source: 'VIP_LEVEL_UP',
        key,
        detail: { level: Number(key) },
        amount,
        turnoverBp: 20_000,
      },
      at,
    );
  const list = async (who: Who, query = '') =>
    valueOf(
      await app.inject({ url: `${REWARD_PATHS.list}${query}`, headers: who.headers }),
      RewardPage,
    );
  const claim = (who: Who, id: number) =>
    app.inject({ method: 'POST', url: REWARD_PATHS.claim, headers: who.headers, payload: { id } });
  const required = async (who: Who) => (await createTurnoverRepository(db).of(who.id)).required;

  it('refuses guests (401), free-trial accounts (403 free_reject), and answers 403 with REWCEN3 off', async () => {
    const trial = await player(100_000n, 4);
    const calls = [
      { method: 'GET' as const, url: REWARD_PATHS.list },
      { method: 'POST' as const, url: REWARD_PATHS.claim, payload: { id: 1 } },
    ];
    for (const call of calls) {
      expect((await app.inject({ ...call, headers: { merchant: 'DEMO' } })).statusCode).toBe(401);
      const refused = await app.inject({ ...call, headers: trial.headers });
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).code).toBe('free_reject');
    }
    const who = await player(0n);
    await switches.module('REWCEN3', false);
    expect((await app.inject({ url: REWARD_PATHS.list, headers: who.headers })).statusCode).toBe(
      403,
    );
  });

  it('grants a source key once, however often it is granted', async () => {
    const who = await player(0n);
    expect(await grant(who, '2')).toBe(true);
    expect(await grant(who, '2', 9_999)).toBe(false);
    const page = await list(who);
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({
      source: 'VIP_LEVEL_UP',
      detail: { level: 2 },
      amount: 1_800,
      status: 'available',
      claimedAt: null,
    });
    expect(page.list[0]!.expiresAt - page.list[0]!.createdAt).toBe(REWARD_CLAIM_DAYS * DAY);
    expect(page.summary).toEqual({ availableCount: 1, availableAmount: 1_800, claimedAmount: 0 });
  });

  it('pays a claim into the wallet once, with its turnover, and moves it to the history', async () => {
    const who = await player(0n);
    await grant(who, '1', 1_800);
    const [reward] = (await list(who)).list;
    const paid = valueOf(await claim(who, reward!.id), RewardClaimResult);
    // Into the bonus account with its own 2× wagering, apart from the cash (bonus-wallet.ts).
    expect(paid).toMatchObject({ balance: 0, replayed: false, reward: { status: 'claimed' } });
    expect(await balanceOf(who)).toBe(0n);
    expect(await bonusOf(who)).toBe(1_800n);
    expect(await bonusWageringOf(who)).toEqual({ required: 3_600, wagered: 0 });
    expect(await required(who)).toBe(0);

    const again = valueOf(await claim(who, reward!.id), RewardClaimResult);
    expect(again).toMatchObject({ balance: 0, replayed: true });
    expect(await bonusOf(who)).toBe(1_800n);
    expect(await bonusWageringOf(who)).toEqual({ required: 3_600, wagered: 0 });

    expect((await list(who)).list).toEqual([]);
    const history = await list(who, '?tab=history');
    expect(history.list.map((item) => item.status)).toEqual(['claimed']);
    expect(history.summary).toEqual({
      availableCount: 0,
      availableAmount: 0,
      claimedAmount: 1_800,
    });
    const record = valueOf(
      await app.inject({ url: TRANSACTIONS_PATH, headers: who.headers }),
      TransactionPage,
    );
    // The cash record shows a bonus when its wagering releases it to cash, not at the claim.
    expect(record.list).toEqual([]);
  });

  it('pays once when two phones claim the same reward at once', async () => {
    const who = await player(0n);
    await grant(who, '3', 5_800);
    const [reward] = (await list(who)).list;
    const answers = await Promise.all([claim(who, reward!.id), claim(who, reward!.id)]);
    const replayed = answers.map((r) => valueOf(r, RewardClaimResult).replayed).sort();
    expect(replayed).toEqual([false, true]);
    expect(await bonusOf(who)).toBe(5_800n);
  });

  it('does not let a member see or claim another member’s reward', async () => {
    const owner = await player(0n);
    const other = await player(0n);
    await grant(owner, '1');
    const [reward] = (await list(owner)).list;
    expect((await list(other)).list).toEqual([]);
    const refused = await claim(other, reward!.id);
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).code).toBe('reward.not.found');
    expect(await balanceOf(other)).toBe(0n);
    expect((await list(owner)).list[0]!.status).toBe('available');
  });

  it('shows an expired reward in the history and refuses to pay it', async () => {
    const who = await player(0n);
    await grant(who, '4', 1_000, new Date(Date.now() - (REWARD_CLAIM_DAYS + 1) * DAY));
    expect((await list(who)).list).toEqual([]);
    const [expired] = (await list(who, '?tab=history')).list;
    expect(expired!.status).toBe('expired');
    const refused = await claim(who, expired!.id);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('reward.expired');
    expect(await balanceOf(who)).toBe(0n);
  });

  it('pays nothing to a member on a break from play until it ends', async () => {
    const who = await player(0n);
    await grant(who, '5');
    const [reward] = (await list(who)).list;
    await db.insert(playBreaks).values({
      memberId: who.id,
      kind: 'timeout',
      startsAt: new Date(Date.now() - 1_000),
      endsAt: new Date(Date.now() + DAY),
    });
    const refused = await claim(who, reward!.id);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('promotion.break.active');
    const [row] = await db.select().from(memberRewards).where(eq(memberRewards.id, reward!.id));
    expect(row!.claimedAt).toBeNull();
    expect(await balanceOf(who)).toBe(0n);
  });

  it('lists the soonest to expire first, and pages', async () => {
    const who = await player(0n);
    const now = Date.now();
    await grant(who, '1', 100, new Date(now - 3 * DAY));
    await grant(who, '2', 200, new Date(now - 1 * DAY));
    await grant(who, '3', 300, new Date(now - 2 * DAY));
    const first = await list(who, '?pageSize=2');
    expect(first.list.map((r) => r.amount)).toEqual([100, 300]);
    expect(first).toMatchObject({ total: 3, totalPages: 2, pageNum: 1 });
    const second = await list(who, '?pageSize=2&pageNo=2');
    expect(second.list.map((r) => r.amount)).toEqual([200]);
  });
});
