import {
  DEPOSIT_PATHS,
  DepositCreateResult,
  Inbox,
  LoginResult,
  MEMBER_TYPE,
  REFERRAL_CODE_LENGTH,
  REFERRAL_PATHS,
  RewardPage,
  ReferralFriendPage,
  ReferralInfo,
} from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { seedDemoPromotionsIfMissing } from '@/db/seed/demo-promotions.js';
import {
  depositChannels,
  depositRequests,
  memberRewards,
  members,
  promotions,
  referralCodes,
  referrals,
} from '@/db/schema/index.js';
import { authHeaders, freshIp } from '../../../test/accounts.js';
import { plantCaptcha } from '../../../test/captcha.js';
import { sealedInject } from '../../../test/sealed.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { checkInvariants } from '../../../test/ledger-invariants.js';
import { insertTestMember, merchantIdOf, tokenFor } from '../../../test/ledger-fixtures.js';
import { operatorHeaders, operatorSwitches } from '../../../test/operator.js';
import { registerWith, USERNAME_PATH, validForm } from '../../../test/registration.js';
import { buildTestApp, sharedDatabase } from '../../../test/test-app.js';

const OPERATOR_DEPOSITS = '/operator/merchants/DEMO/deposits';
let keys = 0;
const freshKey = () => `ref-key-${Date.now()}-${(keys += 1)}`;

describe('invite friends: codes, invitations and the reward for a first deposit', () => {
  let app: App;
  let db: Db;
  let register: ReturnType<typeof registerWith>;
  let switches: ReturnType<typeof operatorSwitches>;
  let referralPromotionId: number;

  beforeAll(async () => {
    app = await buildTestApp();
    db = (await sharedDatabase()).db;
    register = registerWith(app);
    switches = operatorSwitches(app);
    const demo = await merchantIdOf(db, 'DEMO');
    const [row] = await db
      .select({ id: promotions.id })
      .from(promotions)
      .where(and(eq(promotions.merchantId, demo), eq(promotions.code, 'REFERRAL')));
    if (!row) throw new Error('the demo REFERRAL promotion is not seeded');
    referralPromotionId = row.id;
  });
  afterEach(async () => {
    await switches.restore();
    await db
      .update(promotions)
      .set({ enabled: true, endAt: null })
      .where(eq(promotions.id, referralPromotionId));
    await checkInvariants(db);
  });
  afterAll(() => app.close());

  async function member(type: number = MEMBER_TYPE.PLAYER, merchantCode = 'DEMO') {
    const row = await insertTestMember(db, { prefix: 'inv', type, merchantCode });
    const token = await tokenFor(db, row);
    return { ...row, headers: authHeaders(token, merchantCode) };
  }

  const info = async (who: { headers: Record<string, string> }) =>
    valueOf(await app.inject({ url: REFERRAL_PATHS.info, headers: who.headers }), ReferralInfo);
  const friends = async (who: { headers: Record<string, string> }, query = '') =>
    valueOf(
      await app.inject({ url: `${REFERRAL_PATHS.friends}${query}`, headers: who.headers }),
      ReferralFriendPage,
    );

  /** A friend registered through `code`, signed in. */
  async function friendOf(code: string) {
    const form = validForm();
    const result = valueOf(await register({ ...form, recommenderId: code }), LoginResult);
    return {
      id: result.id,
      account: form.username ?? '',
      headers: authHeaders(result.token, 'DEMO'),
    };
  }
  type Friend = Awaited<ReturnType<typeof friendOf>>;

  async function depositOf(who: Friend, amount: number) {
    const response = await app.inject({
      method: 'POST',
      url: DEPOSIT_PATHS.requests,
      headers: who.headers,
      payload: { channelCode: 'GCASH', amount, idempotencyKey: freshKey() },
    });
    return valueOf(response, DepositCreateResult).id;
  }
  /** A pending request below every channel's minimum, as an older channel rule may have let in. */
  async function smallDepositOf(who: Friend, amount: number) {
    const [channel] = await db
      .select({ id: depositChannels.id })
      .from(depositChannels)
      .where(eq(depositChannels.code, 'GCASH'));
    const [row] = await db
      .insert(depositRequests)
      .values({
        merchantId: await merchantIdOf(db, 'DEMO'),
        memberId: who.id,
        channelId: channel!.id,
        idempotencyKey: freshKey(),
        reference: `REF${freshKey()}`,
        amount,
        fee: 0,
        credit: amount,
      })
      .returning({ id: depositRequests.id });
    return row!.id;
  }
  const approve = (id: number) =>
    app.inject({
      method: 'POST',
      url: `${OPERATOR_DEPOSITS}/${id}/approve`,
      headers: operatorHeaders,
    });
  const rewardsOf = (inviterId: number) =>
    db
      .select()
      .from(memberRewards)
      .where(and(eq(memberRewards.memberId, inviterId), eq(memberRewards.source, 'REFERRAL')));
  const referralOf = (inviteeId: number) =>
    db.select().from(referrals).where(eq(referrals.inviteeId, inviteeId));
  const accountsNamed = (account: string) =>
    db.select().from(members).where(eq(members.accountKey, account.toLowerCase()));

  it('gives a member one stable code, its link and the running rule, privately', async () => {
    const who = await member();
    const response = await app.inject({ url: REFERRAL_PATHS.info, headers: who.headers });
    expect(response.headers['cache-control']).toBe('private, no-store');
    const first = valueOf(response, ReferralInfo);
    expect(first.code).toMatch(new RegExp(`^[A-Z2-9]{${REFERRAL_CODE_LENGTH}}$`));
    expect(first.code).not.toMatch(/[01ILO]/);
    expect(first.linkPath).toBe(`/m/register?recommenderId=${first.code}`);
    expect(first).toMatchObject({
      running: true,
      rewardAmount: 25_800,
      minDeposit: 10_000,
      turnoverMultiplier: 1,
      stats: { invited: 0, deposited: 0, rewarded: 0, rewardedAmount: 0 },
    });
    const [again, racing] = await Promise.all([info(who), info(who)]);
    expect(again.code).toBe(first.code);
    expect(racing.code).toBe(first.code);
    expect(await db.select().from(referralCodes).where(eq(referralCodes.memberId, who.id))).toEqual(
      [expect.objectContaining({ code: first.code })],
    );
    const other = await member();
    expect((await info(other)).code).not.toBe(first.code);
  });

  it('refuses guests (401) and free-trial accounts (403 free_reject), and is off with REWCEN3', async () => {
    const trial = await member(MEMBER_TYPE.TRIAL);
    for (const url of [REFERRAL_PATHS.info, REFERRAL_PATHS.friends]) {
      expect((await app.inject({ url, headers: { merchant: 'DEMO' } })).statusCode).toBe(401);
      const refused = await app.inject({ url, headers: trial.headers });
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).code).toBe('free_reject');
    }
    expect(
      await db.select().from(referralCodes).where(eq(referralCodes.memberId, trial.id)),
    ).toEqual([]);
    const who = await member();
    await switches.module('REWCEN3', false);
    expect((await app.inject({ url: REFERRAL_PATHS.info, headers: who.headers })).statusCode).toBe(
      403,
    );
  });

  it('records the inviter of a registration through a valid code (any case)', async () => {
    const inviter = await member();
    const { code } = await info(inviter);
    const friend = await friendOf(code.toLowerCase());
    expect(await referralOf(friend.id)).toEqual([
      expect.objectContaining({ inviterId: inviter.id, merchantId: inviter.merchantId }),
    ]);
    const page = await friends(inviter);
    expect(page).toMatchObject({ total: 1, pageNum: 1, totalPages: 1 });
    expect(page.list[0]).toMatchObject({ hasDeposited: false, rewardAmount: null });
    expect(page.list[0]!.account).toBe(
      `${friend.account.slice(0, 2)}***${friend.account.slice(-2)}`,
    );
    expect((await info(inviter)).stats.invited).toBe(1);
  });

  it('refuses a registration with a bad, unknown, own, trial, disabled or other site referrer, creating nothing', async () => {
    const inviter = await member();
    const { code } = await info(inviter);
    const trial = await member(MEMBER_TYPE.TRIAL);
    const disabled = await member();
    const elsewhere = await member(MEMBER_TYPE.PLAYER, 'DEMOTRIAL');
    const codes = { trial: 'TRIAL99', disabled: 'DSABLD9', elsewhere: 'ELSEWH9' };
    await db.insert(referralCodes).values([
      { memberId: trial.id, merchantId: trial.merchantId, code: codes.trial },
      { memberId: disabled.id, merchantId: disabled.merchantId, code: codes.disabled },
      { memberId: elsewhere.id, merchantId: elsewhere.merchantId, code: codes.elsewhere },
    ]);
    await db.update(members).set({ disabled: true }).where(eq(members.id, disabled.id));

    const cases: { recommenderId: string; username?: string }[] = [
      { recommenderId: 'no spaces!' },
      { recommenderId: 'NOSUCH7' },
      { recommenderId: codes.trial },
      { recommenderId: codes.disabled },
      { recommenderId: codes.elsewhere },
      // Registering as the inviter: the referrer check answers before the name check.
      { recommenderId: code, username: inviter.account },
    ];
    for (const { recommenderId, username } of cases) {
      const form = { ...validForm(), ...(username ? { username } : {}) };
      const refused = await register({ ...form, recommenderId });
      expect(refused.statusCode, recommenderId).toBe(400);
      expect(errorOf(refused)).toMatchObject({
        code: 'referrer.error',
        field: 'recommenderId',
        message: 'Mali ang referrer link',
      });
      if (!username) expect(await accountsNamed(form.username ?? '')).toEqual([]);
    }
    expect((await friends(inviter)).total).toBe(0);
  });

  it('answers the referrer error in the language of the request', async () => {
    const captcha = await plantCaptcha();
    const refused = await sealedInject(app, {
      method: 'PUT',
      url: USERNAME_PATH,
      payload: { ...validForm(), captcha: captcha.code, recommenderId: 'NOSUCH7' },
      headers: { cookie: captcha.cookie, language: 'EN' },
      remoteAddress: freshIp(),
    });
    expect(errorOf(refused)).toMatchObject({
      code: 'referrer.error',
      field: 'recommenderId',
      message: 'Referrer link error',
    });
  });

  it('rewards the inviter once for a first deposit of ₱100 or more, however approval is retried', async () => {
    const inviter = await member();
    const friend = await friendOf((await info(inviter)).code);
    const id = await depositOf(friend, 10_000);
    const answers = await Promise.all([approve(id), approve(id)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await approve(id)).statusCode).toBe(200);

    const granted = await rewardsOf(inviter.id);
    expect(granted).toEqual([
      expect.objectContaining({
        sourceKey: String(friend.id),
        amount: 25_800,
        turnoverBp: 10_000,
        detail: { friend: `${friend.account.slice(0, 2)}***${friend.account.slice(-2)}` },
        claimedAt: null,
      }),
    ]);
    const centre = valueOf(
      await app.inject({ url: '/wps/member/rewards', headers: inviter.headers }),
      RewardPage,
    );
    expect(centre.list.map((reward) => [reward.source, reward.amount])).toEqual([
      ['REFERRAL', 25_800],
    ]);
    expect((await info(inviter)).stats).toEqual({
      invited: 1,
      deposited: 1,
      rewarded: 1,
      rewardedAmount: 25_800,
    });
    expect((await friends(inviter)).list[0]).toMatchObject({
      hasDeposited: true,
      rewardAmount: 25_800,
    });

    const inbox = valueOf(
      await app.inject({
        url: '/wps/relay/CSP_getInbox',
        headers: { ...inviter.headers, language: 'TY' },
      }),
      Inbox,
    );
    const told = inbox.list.filter((message) => message.title.includes('kaibigan'));
    expect(told).toHaveLength(1);
  });

  it('grants nothing for a second deposit, nor when the first one was refused for the reward', async () => {
    const inviter = await member();
    const friend = await friendOf((await info(inviter)).code);
    const small = await smallDepositOf(friend, 9_999);
    expect((await approve(small)).statusCode).toBe(200);
    expect(await rewardsOf(inviter.id)).toEqual([]);
    // The first deposit was below the minimum: a bigger second one is not a first deposit.
    expect((await approve(await depositOf(friend, 500_000))).statusCode).toBe(200);
    expect(await rewardsOf(inviter.id)).toEqual([]);
    expect((await friends(inviter)).list[0]).toMatchObject({
      hasDeposited: true,
      rewardAmount: null,
    });

    const rewarded = await member();
    const other = await friendOf((await info(rewarded)).code);
    expect((await approve(await depositOf(other, 20_000))).statusCode).toBe(200);
    expect((await approve(await depositOf(other, 20_000))).statusCode).toBe(200);
    expect(await rewardsOf(rewarded.id)).toHaveLength(1);
  });

  it('grants nothing to an inviter disabled since the friend registered', async () => {
    const inviter = await member();
    const friend = await friendOf((await info(inviter)).code);
    await db.update(members).set({ disabled: true }).where(eq(members.id, inviter.id));
    expect((await approve(await depositOf(friend, 100_000))).statusCode).toBe(200);
    expect(await rewardsOf(inviter.id)).toEqual([]);
  });

  it('grants nothing while the REFERRAL promotion is off or ended', async () => {
    const inviter = await member();
    const { code } = await info(inviter);
    await db
      .update(promotions)
      .set({ enabled: false })
      .where(eq(promotions.id, referralPromotionId));
    expect(await info(inviter)).toMatchObject({ running: false, rewardAmount: 0 });
    const friend = await friendOf(code);
    expect((await approve(await depositOf(friend, 100_000))).statusCode).toBe(200);
    expect(await rewardsOf(inviter.id)).toEqual([]);

    await db
      .update(promotions)
      .set({ enabled: true, endAt: new Date(Date.now() - 1_000) })
      .where(eq(promotions.id, referralPromotionId));
    const late = await friendOf(code);
    expect((await approve(await depositOf(late, 100_000))).statusCode).toBe(200);
    expect(await rewardsOf(inviter.id)).toEqual([]);
  });

  it("lists only the caller's own friends, newest first, by page", async () => {
    const [alice, bob] = [await member(), await member()];
    const aliceCode = (await info(alice)).code;
    const mine = [await friendOf(aliceCode), await friendOf(aliceCode), await friendOf(aliceCode)];
    await friendOf((await info(bob)).code);
    const first = await friends(alice, '?pageNo=1&pageSize=2');
    expect(first).toMatchObject({ total: 3, totalPages: 2, pageNum: 1 });
    const second = await friends(alice, '?pageNo=2&pageSize=2');
    const masked = (f: Friend) => `${f.account.slice(0, 2)}***${f.account.slice(-2)}`;
    expect([...first.list, ...second.list].map((f) => f.account)).toEqual(
      [...mine].reverse().map(masked),
    );
    expect((await friends(bob)).total).toBe(1);
    expect((await friends(await member())).list).toEqual([]);
    const bad = await app.inject({
      url: `${REFERRAL_PATHS.friends}?pageSize=500`,
      headers: alice.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('upgrades a demo database seeded before referral rewards, once, and leaves an edited one alone', async () => {
    const before = {
      TY: '<p>Ibahagi ang iyong invitation link at maglaro kasama ang mga kaibigan.</p><ul><li>Ang mga reward para sa referral ay ipapahayag sa lalong madaling panahon.</li></ul>',
      EN: '<p>Share your invitation link and play together with your friends.</p><ul><li>Referral rewards will be announced soon.</li></ul>',
    };
    const [seeded] = await db
      .select()
      .from(promotions)
      .where(eq(promotions.id, referralPromotionId));
    const row = async () =>
      (await db.select().from(promotions).where(eq(promotions.id, referralPromotionId)))[0]!;
    try {
      await db
        .update(promotions)
        .set({ bodies: before, fixedAmount: 0 })
        .where(eq(promotions.id, referralPromotionId));
      await db.transaction((tx) => seedDemoPromotionsIfMissing(tx));
      expect(await row()).toMatchObject({ fixedAmount: 25_800, turnoverMultiplier: 1 });
      expect((await row()).bodies.EN).toContain('₱258');
      await db.transaction((tx) => seedDemoPromotionsIfMissing(tx));
      expect((await row()).fixedAmount).toBe(25_800);

      const edited = { TY: '<p>Sariling teksto</p>', EN: '<p>Own text</p>' };
      await db
        .update(promotions)
        .set({ bodies: edited, fixedAmount: 0 })
        .where(eq(promotions.id, referralPromotionId));
      await db.transaction((tx) => seedDemoPromotionsIfMissing(tx));
      expect(await row()).toMatchObject({ fixedAmount: 0, bodies: edited });
    } finally {
      await db
        .update(promotions)
        .set({ bodies: seeded!.bodies, fixedAmount: seeded!.fixedAmount })
        .where(eq(promotions.id, referralPromotionId));
    }
  });
});
