import { ContractRequestInfo, MEMBER_TYPE, MemberInfo, NO_CONTRACT_REQUESTS } from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createAccount,
  freshIp,
  signIn,
  TEST_PASSWORD,
} from '../../../../test/accounts.js';
import { errorOf, valueOf } from '../../../../test/http.js';
import { tokenFor } from '../../../../test/ledger-fixtures.js';
import { freshMobileNum } from '../../../../test/members.js';
import { operatorSwitches } from '../../../../test/operator.js';
import { awaitOutbox } from '../../../../test/outbox.js';
import { withRegisterRules } from '../../../../test/register-rules.js';
import { buildTestApp, sharedDatabase } from '../../../../test/test-app.js';
import { insertWithdrawer } from '../../../../test/withdraw.js';
import type { App } from '@/app.js';
import { ACCOUNT_DELAY_FROM } from '../attempt-guard.js';
import { maskMobile } from './member-info.service.js';

describe('member info', () => {
  let app: App;
  let switches: ReturnType<typeof operatorSwitches>;
  beforeAll(async () => {
    app = await buildTestApp();
    switches = operatorSwitches(app);
  });
  afterEach(() => switches.restore());
  afterAll(() => app.close());

  const put = (token: string, field: string, payload: Record<string, string>, merchant = 'DEMO') =>
    app.inject({
      method: 'PUT',
      url: `/wps/member/info/${field}`,
      payload,
      headers: authHeaders(token, merchant),
    });

  it('answers the signed-in member with the number masked but its last 4 digits', async () => {
    const before = Date.now();
    const mobileNum = freshMobileNum();
    const member = await createAccount({ countryDialingCode: '63', mobileNum });
    const { token } = await signIn(app, member);
    const response = await app.inject({ url: '/wps/member/info', headers: authHeaders(token) });
    const info = valueOf(response, MemberInfo);
    expect(info).toMatchObject({
      id: member.id,
      account: member.account,
      type: 0,
      mobileNum: `******${mobileNum.slice(-4)}`,
      countryDialingCode: '63',
      currency: 'PHP',
      toUpline: false,
      firstTimeLogin: false,
      icon: 'avatar-1',
    });
    expect(info.regDate).toBeGreaterThan(before - 60_000);
    expect(JSON.stringify(info)).not.toContain('argon2');
  });

  it('masks short and empty numbers sensibly', () => {
    expect(maskMobile('')).toBe('');
    expect(maskMobile('1234')).toBe('1234');
    expect(maskMobile('12345')).toBe('*2345');
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({ url: '/wps/member/info' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('login.not.session');
  });

  it('edits nickname, e-mail, payee name and icon, answering the updated info', async () => {
    const member = await createAccount();
    const { token } = await signIn(app, member);
    expect(
      valueOf(await put(token, 'nickname', { nickname: 'Ka Juan' }), MemberInfo).nickname,
    ).toBe('Ka Juan');
    const password = member.password;
    expect(
      valueOf(await put(token, 'email', { email: 'juan@example.com', password }), MemberInfo).email,
    ).toBe('juan@example.com');
    expect(valueOf(await put(token, 'email', { email: '', password }), MemberInfo).email).toBe('');
    expect(
      valueOf(await put(token, 'payeename', { payeeName: 'Juan dela Cruz' }), MemberInfo).payeeName,
    ).toBe('Juan dela Cruz');
    expect(valueOf(await put(token, 'icon', { icon: 'avatar-3' }), MemberInfo).icon).toBe(
      'avatar-3',
    );
  });

  it('fixes the payee name once a bank account is bound: withdrawals go to accounts in it', async () => {
    const member = await insertWithdrawer((await sharedDatabase()).db, { cash: 0 });
    const refused = await put(member.token, 'payeename', { payeeName: 'Pedro Penduko' });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: 'payee.name.locked', field: 'payeeName' });
    const info = valueOf(
      await app.inject({ url: '/wps/member/info', headers: authHeaders(member.token) }),
      MemberInfo,
    );
    expect(info.payeeName).not.toBe('Pedro Penduko');
  });

  it.each([
    ['nickname', { nickname: 'x'.repeat(20) + 'y' }, 'request.invalid', 'nickname'],
    ['email', { email: 'juan@', password: TEST_PASSWORD }, 'email.format', 'email'],
    ['email', { email: 'juan@example.com' }, 'request.invalid', 'password'],
    ['payeename', { payeeName: 'R2D2' }, 'name.format', 'payeeName'],
    ['icon', { icon: 'avatar-99' }, 'request.invalid', 'icon'],
  ])('refuses a bad %s', async (path, body, code, field) => {
    const member = await createAccount();
    const { token } = await signIn(app, member);
    const response = await put(token, path, body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code, field });
  });

  it('changes the e-mail only with the current password', async () => {
    const member = await createAccount();
    const { token } = await signIn(app, member);
    const wrong = await put(token, 'email', { email: 'thief@example.com', password: 'Wrong1234' });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toMatchObject({ code: 'password.incorrect', field: 'password' });
    const info = await app.inject({ url: '/wps/member/info', headers: authHeaders(token, 'DEMO') });
    expect(valueOf(info, MemberInfo).email).not.toBe('thief@example.com');
  });

  it('counts wrong passwords of an e-mail change like failed logins, across addresses', async () => {
    const member = await createAccount();
    const { token } = await signIn(app, member);
    const attempt = (password: string) =>
      app.inject({
        method: 'PUT',
        url: '/wps/member/info/email',
        payload: { email: 'thief@example.com', password },
        headers: authHeaders(token),
        remoteAddress: freshIp(),
      });
    const codes: string[] = [];
    for (let i = 0; i < 20; i++) codes.push(errorOf(await attempt(`Wrong${i}pass`)).code);
    expect(codes.filter((code) => code === 'password.incorrect')).toHaveLength(ACCOUNT_DELAY_FROM);
    expect(
      codes.slice(ACCOUNT_DELAY_FROM).every((code) => code === 'login.account.throttled'),
    ).toBe(true);
    // The right password waits too: a stolen session cannot go on guessing.
    expect(errorOf(await attempt(member.password)).code).toBe('login.account.throttled');
  });

  it('limits e-mail change attempts per address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const member = await createAccount();
      const { token } = await signIn(app, member);
      const response = await app.inject({
        method: 'PUT',
        url: '/wps/member/info/email',
        payload: { email: 'x@example.com', password: 'Wrong1234' },
        headers: authHeaders(token),
        remoteAddress: ip,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('tells the old address when the e-mail changes', async () => {
    const old = `old${Date.now()}@example.ph`;
    const member = await createAccount({ email: old });
    const { token } = await signIn(app, member);
    const changed = await put(token, 'email', {
      email: 'new@example.ph',
      password: member.password,
    });
    expect(valueOf(changed, MemberInfo).email).toBe('new@example.ph');
    expect((await awaitOutbox(old, 'email')).subject).toMatch(/Napalitan ang e-mail/);
  });

  it('refuses a nickname with a bidi control character as a field error in the member’s language', async () => {
    const member = await createAccount();
    const { token } = await signIn(app, member);
    const ty = await put(token, 'nickname', { nickname: 'Ju\u202ean' });
    expect(ty.statusCode).toBe(400);
    expect(errorOf(ty)).toMatchObject({
      code: 'text.control.chars',
      field: 'nickname',
      message: 'May mga karakter na hindi pinapayagan sa field na nickname',
    });
    const en = await app.inject({
      method: 'PUT',
      url: '/wps/member/info/nickname',
      payload: { nickname: '\u2066Juan' },
      headers: { ...authHeaders(token, 'DEMO'), language: 'EN' },
    });
    expect(errorOf(en)).toMatchObject({
      field: 'nickname',
      message: 'The field nickname contains characters that are not allowed',
    });
  });

  it("checks a nickname by the merchant's rule", async () => {
    const member = await createAccount();
    const { token } = await signIn(app, member);
    await withRegisterRules(app, { nickname: { maxLength: 5 } }, async () => {
      const response = await put(token, 'nickname', { nickname: 'Juanito' });
      expect(errorOf(response)).toMatchObject({ code: 'name.format', field: 'nickname' });
    });
  });

  it('lets a trial account read but not edit its info (free_reject)', async () => {
    const trial = await createAccount({ type: MEMBER_TYPE.TRIAL, merchantCode: 'DEMOTRIAL' });
    const token = await tokenFor((await sharedDatabase()).db, trial);
    const info = await app.inject({
      url: '/wps/member/info',
      headers: authHeaders(token, 'DEMOTRIAL'),
    });
    expect(info.statusCode).toBe(200);
    const edit = await put(token, 'nickname', { nickname: 'Trial' }, 'DEMOTRIAL');
    expect(edit.statusCode).toBe(403);
    expect(errorOf(edit).code).toBe('free_reject');
  });

  it('refuses icon changes while PROFPIC3 is off', async () => {
    const member = await createAccount();
    const { token } = await signIn(app, member);
    await switches.module('PROFPIC3', false);
    const response = await put(token, 'icon', { icon: 'avatar-2' });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('no.permission');
  });

  describe('pending contract requests (GET /wps/member/info/funds/consolidated)', () => {
    const pending = (token?: string) =>
      app.inject({
        url: '/wps/member/info/funds/consolidated',
        headers: token ? authHeaders(token) : {},
      });

    it('answers an agent without contracts that no request is pending', async () => {
      const agent = await createAccount({ type: MEMBER_TYPE.AGENT_PLAYER });
      const token = await tokenFor((await sharedDatabase()).db, agent);
      const response = await pending(token);
      expect(response.statusCode).toBe(200);
      expect(valueOf(response, ContractRequestInfo)).toEqual(NO_CONTRACT_REQUESTS);
    });

    it('answers 401 without a session', async () => {
      const response = await pending();
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('login.not.session');
    });
  });
});
