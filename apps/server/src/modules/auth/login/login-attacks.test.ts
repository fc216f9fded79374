import { LoginResult } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, freshIp, postLogin, type TestAccount } from '../../../../test/accounts.js';
import { plantCaptcha } from '../../../../test/captcha.js';
import { errorOf, valueOf } from '../../../../test/http.js';
import { freshMobileNum } from '../../../../test/members.js';
import { awaitOutbox, latestOutbox, latestSmsCode } from '../../../../test/outbox.js';
import { buildTestApp, sharedDatabase } from '../../../../test/test-app.js';
import type { App } from '@/app.js';
import { loginFailures } from '@/db/schema/index.js';
import {
  ACCOUNT_DELAY_FROM,
  ACCOUNT_FIRST_DELAY_SECONDS,
  ACCOUNT_HOURLY_FAILURES,
  LOGIN_SUBJECT_CAPTCHA_FAILURES,
  throttleSeconds,
} from '../attempt-guard.js';

const codesOf = (responses: LightMyRequestResponse[]) =>
  responses.map((response) => errorOf(response).code);
const count = (codes: string[], code: string) => codes.filter((c) => c === code).length;

/**
 * Failures of `account` (or of another subject, such as a number) written straight into the
 * table, `minutesAgo` each; `noticed` marks them as having told the owner.
 */
async function pastFailures(
  member: TestAccount,
  minutesAgo: number[],
  { subject = member.account.toLowerCase(), noticed = false } = {},
): Promise<void> {
  const { db } = await sharedDatabase();
  await db.insert(loginFailures).values(
    minutesAgo.map((minutes) => ({
      merchantId: member.merchantId,
      subject,
      ip: freshIp(),
      at: sql`now() - make_interval(secs => ${minutes * 60})`,
      noticed,
    })),
  );
}

describe('password guessing under attack', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  /** A wrong password with a right captcha, as a script that reads captchas would send. */
  const guess = async (member: TestAccount, ip = freshIp(), password = 'Wrong1234x') => {
    const captcha = await plantCaptcha();
    return postLogin(app, {
      username: member.account,
      password,
      ip,
      captcha: captcha.code,
      headers: { cookie: captcha.cookie, language: 'EN' },
    });
  };

  it('checks one password of guesses sent at once from one IP; the others need a captcha', async () => {
    const member = await createAccount();
    const ip = freshIp();
    const responses = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        postLogin(app, { username: member.account, password: `Wrong${i}abc`, ip }),
      ),
    );
    const codes = codesOf(responses);
    expect(count(codes, 'login.failed')).toBe(1);
    expect(count(codes, 'captcha.required')).toBe(14);
  });

  it(`checks at most ${LOGIN_SUBJECT_CAPTCHA_FAILURES} passwords of 40 guesses sent at once from 40 IPs`, async () => {
    const member = await createAccount();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postLogin(app, { username: member.account, password: `Wrong${i}abc`, ip: freshIp() }),
      ),
    );
    const codes = codesOf(responses);
    expect(count(codes, 'login.failed')).toBe(LOGIN_SUBJECT_CAPTCHA_FAILURES);
    expect(count(codes, 'captcha.required')).toBe(40 - LOGIN_SUBJECT_CAPTCHA_FAILURES);
  });

  it(`checks at most ${ACCOUNT_DELAY_FROM} passwords of 40 guesses with read captchas from 40 IPs`, async () => {
    const member = await createAccount();
    const responses = await Promise.all(Array.from({ length: 40 }, () => guess(member)));
    const codes = codesOf(responses);
    expect(count(codes, 'login.failed')).toBe(ACCOUNT_DELAY_FROM);
    expect(count(codes, 'login.account.throttled')).toBe(40 - ACCOUNT_DELAY_FROM);
  });

  it('makes the account wait after repeated failures, right password included, and says how long', async () => {
    const member = await createAccount();
    for (let i = 0; i < ACCOUNT_DELAY_FROM; i++) {
      expect(errorOf(await guess(member)).code).toBe('login.failed');
    }
    const right = await guess(member, freshIp(), member.password);
    expect(right.statusCode).toBe(429);
    expect(errorOf(right)).toMatchObject({
      code: 'login.account.throttled',
      message: expect.stringMatching(
        /^Too many wrong passwords for this account\. Try again in 1 minutes/,
      ),
      value: { retryAfterSeconds: ACCOUNT_FIRST_DELAY_SECONDS },
    });
  });

  it('lets the owner of a throttled account in by SMS code, and a password set by SMS lifts it', async () => {
    const mobileNum = freshMobileNum();
    const member = await createAccount({ countryDialingCode: '63', mobileNum });
    await pastFailures(member, [0.2, 1, 2, 3, 4, 5]);
    expect(errorOf(await guess(member, freshIp(), member.password)).code).toBe(
      'login.account.throttled',
    );

    const sendCode = () =>
      app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum, countryDialingCode: '63' },
        remoteAddress: freshIp(),
      });
    expect((await sendCode()).statusCode).toBe(200);
    const bySms = await postLogin(app, {
      type: 'sms',
      username: mobileNum,
      password: await latestSmsCode('63', mobileNum),
      countryDialingCode: '63',
    });
    expect(valueOf(bySms, LoginResult).id).toBe(member.id);

    const { db } = await sharedDatabase();
    await db.execute(sql`UPDATE sms_codes SET created_at = created_at - interval '2 minutes'`);
    expect((await sendCode()).statusCode).toBe(200);
    const reset = await app.inject({
      method: 'PUT',
      url: '/wps/member/password/mobile',
      payload: {
        newPassword: 'Bagong2025pw',
        mobileNum,
        countryDialingCode: '63',
        verificationCode: await latestSmsCode('63', mobileNum),
      },
      remoteAddress: freshIp(),
    });
    expect(reset.statusCode).toBe(200);
    const after = await postLogin(app, { username: member.account, password: 'Bagong2025pw' });
    expect(valueOf(after, LoginResult).id).toBe(member.id);
  });

  it(`tells the owner by e-mail when the hourly ceiling of ${ACCOUNT_HOURLY_FAILURES} trips, then waits for the hour`, async () => {
    const email = `owner${Date.now()}@example.ph`;
    const member = await createAccount({ email });
    // Nine failures over the last 50 minutes, the newest long enough ago for the next try.
    await pastFailures(member, [50, 45, 40, 35, 30, 25, 22, 20, 18]);
    expect(errorOf(await guess(member)).code).toBe('login.failed');
    const notice = await awaitOutbox(email, 'email');
    expect(notice.body).toMatch(/password sign-in is paused/);

    const refused = await guess(member, freshIp(), member.password);
    expect(errorOf(refused)).toMatchObject({
      code: 'login.account.throttled',
      message: expect.stringContaining('Try again in 10 minutes'),
    });
  });

  it('tells the owner at most once a day, however often the ceiling trips', async () => {
    const email = `again${Date.now()}@example.ph`;
    const member = await createAccount({ email });
    // The ceiling tripped (and the owner was told) three hours ago.
    await pastFailures(member, [180], { noticed: true });
    await pastFailures(member, [50, 45, 40, 35, 30, 25, 22, 20, 18]);
    expect(errorOf(await guess(member)).code).toBe('login.failed');
    await app.close();
    app = await buildTestApp();
    expect(await latestOutbox(email, 'email')).toBeUndefined();
  });

  it('leaves SMS login codes out of the ceiling: they have their own few tries', async () => {
    const mobileNum = freshMobileNum();
    const member = await createAccount({ countryDialingCode: '63', mobileNum });
    await pastFailures(member, [0.2, 1, 2, 3, 4, 5, 6, 7, 8, 9], { subject: `+63${mobileNum}` });
    const sent = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum, countryDialingCode: '63' },
      remoteAddress: freshIp(),
    });
    expect(sent.statusCode).toBe(200);
    const captcha = await plantCaptcha();
    const bySms = await postLogin(app, {
      type: 'sms',
      username: mobileNum,
      password: await latestSmsCode('63', mobileNum),
      countryDialingCode: '63',
      captcha: captcha.code,
      headers: { cookie: captcha.cookie },
    });
    expect(valueOf(bySms, LoginResult).id).toBe(member.id);
  });
});

describe('throttleSeconds', () => {
  const stats = (lastHour: number, sinceLatest: number, untilOldestLeaves = 3000) => ({
    fromIp: 0,
    ofSubject: 0,
    lastHour,
    sinceLatest,
    untilOldestLeaves,
    noticedToday: false,
  });

  it('lets a subject try freely below the delay threshold', () => {
    expect(throttleSeconds(stats(ACCOUNT_DELAY_FROM - 1, 0))).toBe(0);
  });

  it('doubles the wait with each further failure, counted from the newest one', () => {
    expect(throttleSeconds(stats(ACCOUNT_DELAY_FROM, 10))).toBe(20);
    expect(throttleSeconds(stats(ACCOUNT_DELAY_FROM + 1, 0))).toBe(60);
    expect(throttleSeconds(stats(ACCOUNT_DELAY_FROM + 4, 0))).toBe(480);
    expect(throttleSeconds(stats(ACCOUNT_DELAY_FROM + 4, 500))).toBe(0);
  });

  it('refuses until the oldest failure leaves the hour at the ceiling', () => {
    expect(throttleSeconds(stats(ACCOUNT_HOURLY_FAILURES, 9999, 420))).toBe(420);
  });
});
