import { MEMBER_TYPE, PasswordSetResult } from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createAccount,
  freshIp,
  postLogin,
  signIn,
} from '../../../../test/accounts.js';
import { errorOf, valueOf } from '../../../../test/http.js';
import { tokenFor } from '../../../../test/ledger-fixtures.js';
import { freshMobileNum } from '../../../../test/members.js';
import { operatorSwitches } from '../../../../test/operator.js';
import { latestSmsCode } from '../../../../test/outbox.js';
import { buildTestApp, sharedDatabase } from '../../../../test/test-app.js';
import { ACCOUNT_DELAY_FROM } from '../attempt-guard.js';
import type { App } from '@/app.js';

describe('change password', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const change = (token: string | undefined, body: Record<string, string>) =>
    app.inject({
      method: 'PUT',
      url: '/wps/member/passWordChangeV2',
      payload: body,
      headers: token ? authHeaders(token) : {},
      remoteAddress: freshIp(),
    });
  const info = (token: string) =>
    app.inject({ url: '/wps/member/info', headers: authHeaders(token) });

  it('counts wrong old passwords as guesses at the account: a stolen session gets no more', async () => {
    const member = await createAccount();
    const { token } = await signIn(app, member);
    const codes: string[] = [];
    for (let i = 0; i < 12; i++) {
      const body = {
        oldPassword: `Wrong${i}pass`,
        newPassword: 'Bagong2468',
        confirmNewPassword: 'Bagong2468',
      };
      codes.push(errorOf(await change(token, body)).code);
    }
    expect(codes.filter((code) => code === 'password.old.incorrect')).toHaveLength(
      ACCOUNT_DELAY_FROM,
    );
    expect(
      codes.slice(ACCOUNT_DELAY_FROM).every((code) => code === 'login.account.throttled'),
    ).toBe(true);
    // The same ceiling holds at the login of the account.
    const login = await postLogin(app, { username: member.account, password: member.password });
    expect(errorOf(login).code).toBe('login.account.throttled');
  });

  it('sets the new password and ends every other session of the member', async () => {
    const member = await createAccount();
    const here = await signIn(app, member);
    const elsewhere = await signIn(app, member);
    const response = await change(here.token, {
      oldPassword: member.password,
      newPassword: 'Changed123',
      confirmNewPassword: 'Changed123',
    });
    expect(response.statusCode).toBe(200);
    expect((await info(elsewhere.token)).statusCode).toBe(401);
    expect((await info(here.token)).statusCode).toBe(200);
    expect((await signIn(app, { account: member.account, password: 'Changed123' })).id).toBe(
      member.id,
    );
    const old = await postLogin(app, { username: member.account, password: member.password });
    expect(old.statusCode).toBe(401);
  });

  it.each([
    [{ confirmNewPassword: 'Different1' }, 'password.confirm.mismatch', 'confirmNewPassword'],
    [{ newPassword: 'short', confirmNewPassword: 'short' }, 'password.format', 'newPassword'],
    [
      { newPassword: 'Mabuhay2468', confirmNewPassword: 'Mabuhay2468' },
      'modify.new.old.same',
      'newPassword',
    ],
    [{ oldPassword: 'NotMine123' }, 'password.old.incorrect', 'oldPassword'],
  ])('answers 400 %j', async (change_, code, field) => {
    const member = await createAccount({ password: 'Mabuhay2468' });
    const { token } = await signIn(app, member);
    const body = {
      oldPassword: 'Mabuhay2468',
      newPassword: 'Changed123',
      confirmNewPassword: 'Changed123',
      ...change_,
    };
    const response = await change(token, body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code, field });
    expect((await signIn(app, member)).id).toBe(member.id);
  });

  it('needs a session (401), and a real account rather than a trial one (403)', async () => {
    const body = { oldPassword: 'a', newPassword: 'Changed123', confirmNewPassword: 'Changed123' };
    const none = await change(undefined, body);
    expect(none.statusCode).toBe(401);
    const trial = await createAccount({ type: MEMBER_TYPE.TRIAL, merchantCode: 'DEMOTRIAL' });
    const token = await tokenFor((await sharedDatabase()).db, trial);
    const refused = await app.inject({
      method: 'PUT',
      url: '/wps/member/passWordChangeV2',
      payload: body,
      headers: authHeaders(token, 'DEMOTRIAL'),
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('free_reject');
  });
});

describe('set password by SMS code', () => {
  let app: App;
  let switches: ReturnType<typeof operatorSwitches>;
  beforeAll(async () => {
    app = await buildTestApp();
    switches = operatorSwitches(app);
  });
  afterEach(() => switches.restore());
  afterAll(() => app.close());

  async function sendCode(mobileNum: string): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNo: mobileNum, countryDialingCode: '63' },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(200);
    return latestSmsCode('63', mobileNum);
  }
  const setPassword = (mobileNum: string, verificationCode: string, newPassword = 'ByPhone123') =>
    app.inject({
      method: 'PUT',
      url: '/wps/member/password/mobile',
      payload: { mobileNum, countryDialingCode: '+63', verificationCode, newPassword },
      remoteAddress: freshIp(),
    });

  it('sets the password, answers the account, ends all sessions; the code works once', async () => {
    const mobileNum = freshMobileNum();
    const member = await createAccount({ countryDialingCode: '63', mobileNum });
    const { token } = await signIn(app, member);
    const code = await sendCode(mobileNum);
    const response = await setPassword(mobileNum, code);
    expect(valueOf(response, PasswordSetResult)).toEqual({ userName: member.account });
    const info = await app.inject({ url: '/wps/member/info', headers: authHeaders(token) });
    expect(info.statusCode).toBe(401);
    expect((await signIn(app, { account: member.account, password: 'ByPhone123' })).id).toBe(
      member.id,
    );
    const reused = await setPassword(mobileNum, code, 'Another123');
    expect(errorOf(reused)).toMatchObject({
      code: 'verification.code.error',
      field: 'verificationCode',
    });
  });

  it('refuses the current password as the new one', async () => {
    const mobileNum = freshMobileNum();
    const member = await createAccount({ countryDialingCode: '63', mobileNum });
    const code = await sendCode(mobileNum);
    const response = await setPassword(mobileNum, code, member.password);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'modify.new.old.same', field: 'newPassword' });
    // The code is not spent: the user types another password, no new code needed.
    const retried = await setPassword(mobileNum, code, 'Another2468');
    expect(valueOf(retried, PasswordSetResult)).toEqual({ userName: member.account });
  });

  it('refuses the most common passwords and takes a long passphrase', async () => {
    const mobileNum = freshMobileNum();
    const member = await createAccount({ countryDialingCode: '63', mobileNum });
    const code = await sendCode(mobileNum);
    const common = await setPassword(mobileNum, code, 'Password123');
    expect(errorOf(common)).toMatchObject({ code: 'password.common', field: 'newPassword' });
    const passphrase = 'ang bahay kubo kahit munti ang halaman doon ay sari-sari singkamas';
    expect(passphrase.length).toBeGreaterThanOrEqual(64);
    const set = await setPassword(mobileNum, code, passphrase);
    expect(valueOf(set, PasswordSetResult)).toEqual({ userName: member.account });
    expect((await signIn(app, { account: member.account, password: passphrase })).id).toBe(
      member.id,
    );
  });

  it('checks the new password before the code', async () => {
    const response = await setPassword(freshMobileNum(), '123456', 'short');
    expect(errorOf(response)).toMatchObject({ code: 'password.format', field: 'newPassword' });
  });

  it('is off while PWRESETSMS3 is off', async () => {
    await switches.module('PWRESETSMS3', false);
    const response = await setPassword(freshMobileNum(), '123456');
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('no.permission');
  });
});
