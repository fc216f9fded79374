import { MEMBER_TYPE, SecurityConfig } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createAccount, freshIp, signIn } from '../../../test/accounts.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { tokenFor } from '../../../test/ledger-fixtures.js';
import { freshMobileNum } from '../../../test/members.js';
import { latestSmsCode } from '../../../test/outbox.js';
import { buildTestApp, sharedDatabase } from '../../../test/test-app.js';
import type { App } from '@/app.js';
import { members } from '@/db/schema/index.js';

describe('security centre', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const call = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    token: string | undefined,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: token ? authHeaders(token) : {},
      remoteAddress: freshIp(),
    });
  const config = async (token: string) =>
    valueOf(await call('GET', '/wps/member/securityConfig', token), SecurityConfig);
  const hashOf = async (id: number) => {
    const { db } = await sharedDatabase();
    const [row] = await db
      .select({ hash: members.paymentPasswordHash, mobile: members.mobileNum })
      .from(members)
      .where(eq(members.id, id));
    return row;
  };
  const setPayment = (token: string, password: string, paymentPassword = '135790') =>
    call('PUT', '/wps/member/paymentPassword', token, {
      password,
      paymentPassword,
      confirmPaymentPassword: paymentPassword,
    });

  it('tells what is bound, masked, and only the caller’s own', async () => {
    const mobileNum = freshMobileNum();
    const a = await createAccount({
      countryDialingCode: '63',
      mobileNum,
      email: 'maria.santos@example.com',
    });
    const b = await createAccount();
    const tokenA = (await signIn(app, a)).token;
    const tokenB = (await signIn(app, b)).token;
    expect(await config(tokenA)).toEqual({
      loginPassword: true,
      paymentPasswordSet: false,
      paymentPasswordLockedUntil: null,
      mobileNum: `******${mobileNum.slice(-4)}`,
      countryDialingCode: '63',
      email: 'ma****@example.com',
      payeeName: '',
      bankCardCount: 0,
      bankCardLimit: 5,
    });
    expect((await setPayment(tokenA, a.password)).statusCode).toBe(200);
    // B's answer is about B: nothing of A shows, and A's setting did not reach B.
    expect(await config(tokenB)).toMatchObject({ paymentPasswordSet: false, mobileNum: '' });
    expect((await config(tokenA)).paymentPasswordSet).toBe(true);
  });

  it('needs a session, and refuses a free-trial account with free_reject', async () => {
    expect((await call('GET', '/wps/member/securityConfig', undefined)).statusCode).toBe(401);
    const trial = await createAccount({ type: MEMBER_TYPE.TRIAL, merchantCode: 'DEMOTRIAL' });
    const token = await tokenFor((await sharedDatabase()).db, trial);
    const card = { bankCode: 'GCASH', accountName: 'Juan Cruz', accountNumber: '09171234567' };
    for (const [method, url, payload] of [
      ['GET', '/wps/member/securityConfig'],
      [
        'PUT',
        '/wps/member/paymentPassword',
        { password: 'x', paymentPassword: '123456', confirmPaymentPassword: '123456' },
      ],
      ['GET', '/wps/member/bankCard'],
      ['POST', '/wps/member/bankCard', { ...card, paymentPassword: '123456' }],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: authHeaders(token, 'DEMOTRIAL'),
      });
      expect(response.statusCode, url).toBe(403);
      expect(errorOf(response).code).toBe('free_reject');
    }
  });

  it('sets the first payment password with the login password, once', async () => {
    const member = await createAccount();
    const { token } = await signIn(app, member);
    const wrong = await setPayment(token, 'NotMine123');
    expect(errorOf(wrong)).toMatchObject({ code: 'password.incorrect', field: 'password' });
    const short = await setPayment(token, member.password, '12345');
    expect(errorOf(short)).toMatchObject({
      code: 'payment.password.format',
      field: 'paymentPassword',
    });
    const mismatch = await call('PUT', '/wps/member/paymentPassword', token, {
      password: member.password,
      paymentPassword: '246810',
      confirmPaymentPassword: '246811',
    });
    expect(errorOf(mismatch)).toMatchObject({
      code: 'password.confirm.mismatch',
      field: 'confirmPaymentPassword',
    });
    expect((await hashOf(member.id))?.hash).toBeNull();

    expect((await setPayment(token, member.password, '246810')).statusCode).toBe(200);
    const hash = (await hashOf(member.id))?.hash;
    expect(hash).toMatch(/^\$argon2id\$/);
    const again = await setPayment(token, member.password, '111222');
    expect(errorOf(again).code).toBe('payment.password.exists');
    expect((await hashOf(member.id))?.hash).toBe(hash);
  });

  it('changes it with the old one; five wrong ones lock it for 15 minutes', async () => {
    const member = await createAccount();
    const { token } = await signIn(app, member);
    await setPayment(token, member.password, '246810');
    const change = (old: string, next = '975310') =>
      call('PUT', '/wps/member/paymentPassword/change', token, {
        method: 'password',
        oldPaymentPassword: old,
        newPaymentPassword: next,
        confirmPaymentPassword: next,
      });
    const same = await change('246810', '246810');
    expect(errorOf(same)).toMatchObject({ code: 'payment.password.same' });
    const hash = (await hashOf(member.id))?.hash;
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(errorOf(await change('000000')));
    expect(answers.slice(0, 4).map((a) => a.code)).toEqual(
      Array(4).fill('payment.password.incorrect'),
    );
    expect(answers[0]?.message).toContain('4');
    expect(answers[4]).toMatchObject({ code: 'payment.password.locked' });
    expect(answers[4]?.message).toContain('15');
    // Locked: even the right one is refused, and nothing changed.
    const right = await change('246810');
    expect(right.statusCode).toBe(429);
    expect((await hashOf(member.id))?.hash).toBe(hash);
    expect((await config(token)).paymentPasswordLockedUntil).toBeGreaterThan(Date.now());
  });

  it('changes it with an SMS code to the bound mobile, which also lifts a lock', async () => {
    const mobileNum = freshMobileNum();
    const member = await createAccount({ countryDialingCode: '63', mobileNum });
    const { token } = await signIn(app, member);
    await setPayment(token, member.password, '246810');
    expect((await call('POST', '/wps/member/security/sms', token)).statusCode).toBe(200);
    const code = await latestSmsCode('63', mobileNum);
    const byCode = (verificationCode: string, next = '864200') =>
      call('PUT', '/wps/member/paymentPassword/change', token, {
        method: 'sms',
        verificationCode,
        newPaymentPassword: next,
        confirmPaymentPassword: next,
      });
    const hash = (await hashOf(member.id))?.hash;
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(errorOf(await byCode(wrongCode))).toMatchObject({
      code: 'verification.code.error',
      field: 'verificationCode',
    });
    expect((await hashOf(member.id))?.hash).toBe(hash);
    expect((await byCode(code)).statusCode).toBe(200);
    expect((await hashOf(member.id))?.hash).not.toBe(hash);
    // The code is spent.
    expect(errorOf(await byCode(code, '112233')).code).toBe('verification.code.error');
  });

  it('refuses the SMS way without a bound mobile', async () => {
    const member = await createAccount();
    const { token } = await signIn(app, member);
    const response = await call('POST', '/wps/member/security/sms', token);
    expect(errorOf(response).code).toBe('mobile.unbound');
  });

  it('binds a mobile with a code to the new number and the login password', async () => {
    const member = await createAccount();
    const other = await createAccount({ countryDialingCode: '63', mobileNum: freshMobileNum() });
    const { token } = await signIn(app, member);
    const mobileNum = freshMobileNum();
    const send = await call('POST', '/wps/member/mobile/sms', token, {
      countryDialingCode: '+63',
      mobileNum,
    });
    expect(send.statusCode).toBe(200);
    const code = await latestSmsCode('63', mobileNum);
    const bind = (password: string, verificationCode = code) =>
      call('PUT', '/wps/member/mobile', token, {
        countryDialingCode: '+63',
        mobileNum,
        verificationCode,
        password,
      });
    expect(errorOf(await bind('NotMine123'))).toMatchObject({
      code: 'password.incorrect',
      field: 'password',
    });
    expect((await hashOf(member.id))?.mobile).toBe('');
    expect((await bind(member.password)).statusCode).toBe(200);
    expect((await hashOf(member.id))?.mobile).toBe(mobileNum);
    expect((await config(token)).mobileNum).toBe(`******${mobileNum.slice(-4)}`);
    // Another member's number cannot be taken: its owner gets a "taken" text, no code.
    const { token: otherToken } = await signIn(app, other);
    const taken = await call('PUT', '/wps/member/mobile', otherToken, {
      countryDialingCode: '63',
      mobileNum,
      verificationCode: code,
      password: other.password,
    });
    expect(errorOf(taken).code).toBe('verification.code.error');
  });
});
