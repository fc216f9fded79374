import {
  REWARD_PATHS,
  RELAY_PREFIX,
  RewardPage,
  VIP_LEVELS,
  WITHDRAW_PATHS,
  MemberClub,
  WithdrawInfo,
} from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { createLedgerService, MEMBER_CASH } from '../wallet/index.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { betOf, diceBet, freshKey, playThrough, player } from '../../../test/inhouse.js';
import { checkInvariants } from '../../../test/ledger-invariants.js';
import { operatorSwitches } from '../../../test/operator.js';
import { buildTestApp, sharedDatabase } from '../../../test/test-app.js';

type Who = Awaited<ReturnType<typeof player>>;
const CLUB = `${RELAY_PREFIX}MCS2_getMemberClubBenefit`;

describe('VIP levels: reached by deposits and turnover, each level-up bonus granted once', () => {
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

  const club = async (who: Who) =>
    valueOf(await app.inject({ url: CLUB, headers: who.headers }), MemberClub);
  const rewards = async (who: Who) =>
    valueOf(await app.inject({ url: REWARD_PATHS.list, headers: who.headers }), RewardPage);
  /** A deposit into the member's cash as the deposit approval writes it. */
  const move = (who: Who, kind: 'deposit', amount: number) => {
    const house = { memberId: null, kind: 'house_test' as const };
    const cash = { memberId: who.id, kind: MEMBER_CASH };
    return createLedgerService({ db }).move({
      merchantId: who.merchantId,
      from: house,
      to: cash,
      amountMinor: BigInt(amount),
      idempotencyKey: `vip-test:${freshKey()}`,
      kind,
      memo: `test ${kind}`,
    });
  };
  const rule = (level: number) => VIP_LEVELS[level]!;

  it('refuses guests (401) and free-trial accounts (free_reject), and answers 403 with MEMCLUB3 off', async () => {
    expect((await app.inject({ url: CLUB, headers: { merchant: 'DEMO' } })).statusCode).toBe(401);
    const trial = await player(100_000n, 4);
    const refused = await app.inject({ url: CLUB, headers: trial.headers });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('free_reject');
    const who = await player(0n);
    await switches.module('MEMCLUB3', false);
    expect((await app.inject({ url: CLUB, headers: who.headers })).statusCode).toBe(403);
  });

  it('starts a member at level 0 with the next level as the goal', async () => {
    const who = await player(0n);
    const shown = await club(who);
    expect(shown).toMatchObject({ level: 0, deposit: 0, turnover: 0, next: { level: 1 } });
    expect(shown.levels.map((level) => level.level)).toEqual(VIP_LEVELS.map((l) => l.level));
    expect((await rewards(who)).list).toEqual([]);
  });

  it('needs both thresholds: deposits alone do not lift the level', async () => {
    const who = await player(0n);
    await move(who, 'deposit', rule(2).deposit);
    expect(await club(who)).toMatchObject({ level: 0, deposit: rule(2).deposit, turnover: 0 });
  });

  it('counts real bets, reaches level 1 and grants its bonus once into the reward centre', async () => {
    const who = await player(0n);
    await move(who, 'deposit', rule(1).deposit + rule(1).turnover);
    await playThrough(app, who, rule(1).turnover - 10_000);
    betOf(await diceBet(app, who, { amount: 10_000, target: 5_000 }));
    const shown = await club(who);
    expect(shown).toMatchObject({ level: 1, turnover: rule(1).turnover, next: { level: 2 } });
    await club(who);
    const page = await rewards(who);
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({
      source: 'VIP_LEVEL_UP',
      detail: { level: 1 },
      amount: rule(1).levelUpBonus,
      turnoverBp: 10_000,
    });
  });

  it('grants every level passed on the way when a member jumps levels', async () => {
    const who = await player(0n);
    await move(who, 'deposit', rule(3).deposit + rule(3).turnover);
    await playThrough(app, who, rule(3).turnover);
    // The reward centre brings reached levels in itself, without the club being opened.
    const page = await rewards(who);
    expect(page.list.map((reward) => reward.detail.level).sort()).toEqual([1, 2, 3]);
    expect(page.summary.availableAmount).toBe(
      rule(1).levelUpBonus + rule(2).levelUpBonus + rule(3).levelUpBonus,
    );
    expect((await club(who)).level).toBe(3);
    expect((await rewards(who)).list).toHaveLength(3);
  });

  it('raises the day’s withdrawal limits with the level', async () => {
    const who = await player(0n);
    const limits = async () =>
      valueOf(await app.inject({ url: WITHDRAW_PATHS.info, headers: who.headers }), WithdrawInfo)
        .limits;
    expect(await limits()).toMatchObject({
      dailyCount: rule(0).dailyWithdrawCount,
      dailyAmount: rule(0).dailyWithdrawAmount,
    });
    await move(who, 'deposit', rule(2).deposit + rule(2).turnover);
    await playThrough(app, who, rule(2).turnover);
    expect(await limits()).toMatchObject({
      dailyCount: rule(2).dailyWithdrawCount,
      dailyAmount: rule(2).dailyWithdrawAmount,
    });
  });
});
