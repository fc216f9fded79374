import { MEMBER_TYPE, REFERRAL_CODE_LENGTH, REFERRAL_PATHS, ReferralInfo } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, referralCodes } from '@/db/schema/index.js';
import { freshIp } from '../../../test/accounts.js';
import { plantCaptcha } from '../../../test/captcha.js';
import { sealedInject } from '../../../test/sealed.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { USERNAME_PATH, validForm } from '../../../test/registration.js';
import { referralKit } from './referral.routes.test-kit.js';

describe('invite friends: codes, invitations and the reward for a first deposit', () => {
  const kit = referralKit();
  const { member, info, friends, friendOf, referralOf, accountsNamed } = kit;

  it('gives a member one stable code, its link and the running rule, privately', async () => {
    const who = await member();
    const response = await kit.app.inject({ url: REFERRAL_PATHS.info, headers: who.headers });
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
    expect(
      await kit.db.select().from(referralCodes).where(eq(referralCodes.memberId, who.id)),
    ).toEqual([expect.objectContaining({ code: first.code })]);
    const other = await member();
    expect((await info(other)).code).not.toBe(first.code);
  });

  it('refuses guests (401) and free-trial accounts (403 free_reject), and is off with REWCEN3', async () => {
    const trial = await member(MEMBER_TYPE.TRIAL);
    for (const url of [REFERRAL_PATHS.info, REFERRAL_PATHS.friends]) {
      expect((await kit.app.inject({ url, headers: { merchant: 'DEMO' } })).statusCode).toBe(401);
      const refused = await kit.app.inject({ url, headers: trial.headers });
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).code).toBe('free_reject');
    }
    expect(
      await kit.db.select().from(referralCodes).where(eq(referralCodes.memberId, trial.id)),
    ).toEqual([]);
    const who = await member();
    await kit.switches.module('REWCEN3', false);
    expect(
      (await kit.app.inject({ url: REFERRAL_PATHS.info, headers: who.headers })).statusCode,
    ).toBe(403);
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
    await kit.db.insert(referralCodes).values([
      { memberId: trial.id, merchantId: trial.merchantId, code: codes.trial },
      { memberId: disabled.id, merchantId: disabled.merchantId, code: codes.disabled },
      { memberId: elsewhere.id, merchantId: elsewhere.merchantId, code: codes.elsewhere },
    ]);
    await kit.db.update(members).set({ disabled: true }).where(eq(members.id, disabled.id));

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
      const refused = await kit.register({ ...form, recommenderId });
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
    const refused = await sealedInject(kit.app, {
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
});
