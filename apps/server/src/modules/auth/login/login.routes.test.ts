import { LoginResult, MEMBER_TYPE, MemberInfo } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createAccount,
  freshAccount,
  freshIp,
  postLogin,
  signIn,
} from '../../../../test/accounts.js';
import { plantCaptcha } from '../../../../test/captcha.js';
import { errorOf, valueOf } from '../../../../test/http.js';
import { buildTestApp } from '../../../../test/test-app.js';
import type { App } from '@/app.js';
import { LOGIN_SUBJECT_CAPTCHA_FAILURES } from '../attempt-guard.js';

describe('login by username', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const info = (token: string) =>
    app.inject({ url: '/wps/member/info', headers: authHeaders(token) });

  it('signs in with any letter case of the account and answers the login result', async () => {
    const member = await createAccount({ account: freshAccount('Mixed') });
    const response = await postLogin(app, {
      username: member.account.toUpperCase(),
      password: member.password,
    });
    expect(response.statusCode).toBe(200);
    const result = valueOf(response, LoginResult);
    expect(result).toMatchObject({
      id: member.id,
      userName: member.account,
      customerType: 0,
      passwordExpired: false,
      merchantCode: 'DEMO',
    });
    expect(result.token).toMatch(/^[\w-]{43}$/);
    expect(valueOf(await info(result.token), MemberInfo).account).toBe(member.account);
  });

  it('gives a new token at every login, and firstTimeLogin only the first time', async () => {
    const member = await createAccount();
    const first = await signIn(app, member);
    const second = await signIn(app, member);
    expect(first.firstTimeLogin).toBe(true);
    expect(second.firstTimeLogin).toBe(false);
    expect(second.token).not.toBe(first.token);
    expect((await info(first.token)).statusCode).toBe(200);
  });

  it('answers an unknown account and a wrong password alike, and a disabled account too', async () => {
    const member = await createAccount();
    const disabled = await createAccount({ disabled: true });
    const wrong = await postLogin(app, { username: member.account, password: 'Wrong1234' });
    const unknown = await postLogin(app, { username: freshAccount(), password: 'Wrong1234' });
    const off = await postLogin(app, { username: disabled.account, password: disabled.password });
    for (const response of [wrong, unknown, off]) {
      expect(response.statusCode).toBe(401);
      expect(response.body).toBe(wrong.body);
    }
    expect(errorOf(wrong)).toMatchObject({ code: 'login.failed', value: { captcha: true } });
  });

  it('refuses a password login to a trial account', async () => {
    const trial = await createAccount({ type: MEMBER_TYPE.TRIAL, merchantCode: 'DEMOTRIAL' });
    const response = await postLogin(app, {
      username: trial.account,
      password: trial.password,
      headers: { merchant: 'DEMOTRIAL' },
    });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('login.failed');
  });

  it('checks the login field rules', async () => {
    const response = await postLogin(app, { username: 'a b', password: 'Mabuhay2468' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'account.format', field: 'username' });
    const short = await postLogin(app, { username: 'someone', password: '123' });
    expect(errorOf(short)).toMatchObject({ code: 'password.format', field: 'password' });
  });

  it('answers 503 to a Firebase login: no Firebase project is configured', async () => {
    const response = await postLogin(app, {
      type: 'firebase',
      username: '',
      password: '',
    });
    expect(response.statusCode).toBe(503);
    expect(errorOf(response).code).toBe('firebase.unavailable');
  });
});

describe('login captcha and throttling', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('requires a captcha after a failed login of that account from that IP', async () => {
    const member = await createAccount();
    const ip = freshIp();
    const { account, password } = member;
    expect(
      (await postLogin(app, { username: account, password: 'Wrong1234', ip })).statusCode,
    ).toBe(401);

    const missing = await postLogin(app, { username: account, password, ip });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toMatchObject({ code: 'captcha.required', value: { captcha: true } });

    const bad = await plantCaptcha('11111');
    const invalid = await postLogin(app, {
      username: account,
      password,
      ip,
      captcha: '22222',
      headers: { cookie: bad.cookie },
    });
    expect(errorOf(invalid)).toMatchObject({ code: 'captcha.invalid', value: { captcha: true } });

    const good = await plantCaptcha();
    const passed = await postLogin(app, {
      username: account,
      password,
      ip,
      captcha: good.code,
      headers: { cookie: good.cookie },
    });
    expect(valueOf(passed, LoginResult).id).toBe(member.id);
    // Another IP never failed for this account: no captcha there.
    expect((await postLogin(app, { username: account, password })).statusCode).toBe(200);
  });

  it(`requires a captcha from a new IP after ${LOGIN_SUBJECT_CAPTCHA_FAILURES} failures of the account from any IPs`, async () => {
    const member = await createAccount();
    const ipA = freshIp();
    const ipB = freshIp();
    const wrong = async (ip: string, i: number) => {
      const captcha = await plantCaptcha();
      const response = await postLogin(app, {
        username: member.account,
        password: `Wrong${i}xyz`,
        ip,
        captcha: captcha.code,
        headers: { cookie: captcha.cookie },
      });
      expect(response.statusCode).toBe(401);
    };
    for (let i = 0; i < LOGIN_SUBJECT_CAPTCHA_FAILURES - 1; i++) await wrong(ipA, i);
    // Below the account-wide count, another IP needs no captcha.
    const below = await postLogin(app, {
      username: member.account,
      password: member.password,
      ip: freshIp(),
    });
    expect(below.statusCode).toBe(200);
    await wrong(ipA, LOGIN_SUBJECT_CAPTCHA_FAILURES);
    // Failures from IP A alone: the first try from IP B needs a captcha.
    const first = await postLogin(app, {
      username: member.account,
      password: member.password,
      ip: ipB,
    });
    expect(first.statusCode).toBe(400);
    expect(errorOf(first)).toMatchObject({ code: 'captcha.required', value: { captcha: true } });
    const captcha = await plantCaptcha();
    const passed = await postLogin(app, {
      username: member.account,
      password: member.password,
      ip: ipB,
      captcha: captcha.code,
      headers: { cookie: captcha.cookie },
    });
    expect(valueOf(passed, LoginResult).id).toBe(member.id);
  });

  it('limits logins per IP', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = await postLogin(app, {
        username: freshAccount(),
        password: 'Wrong1234',
        ip,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('login entries', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('refuses an agent-only account at the member login', async () => {
    const agent = await createAccount({ type: MEMBER_TYPE.AGENT });
    const response = await postLogin(app, { username: agent.account, password: agent.password });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('login.non.member');
    const asAgent = await postLogin(app, {
      username: agent.account,
      password: agent.password,
      entry: 'agent',
    });
    expect(valueOf(asAgent, LoginResult).customerType).toBe(MEMBER_TYPE.AGENT);
  });

  it('refuses a player at the agent login, and lets an agent who plays in at both', async () => {
    const player = await createAccount();
    const response = await postLogin(app, {
      username: player.account,
      password: player.password,
      entry: 'agent',
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('login.non.agent');

    const agent = await createAccount({ type: MEMBER_TYPE.AGENT_PLAYER });
    for (const entry of ['member', 'agent'] as const) {
      const ok = await postLogin(app, { username: agent.account, password: agent.password, entry });
      expect(ok.statusCode).toBe(200);
    }
  });

  it('signs the demo accounts in', async () => {
    expect((await signIn(app, { account: 'demo', password: 'Demo1234' })).customerType).toBe(0);
    const agent = await postLogin(app, {
      username: 'agent',
      password: 'Agent1234',
      entry: 'agent',
    });
    expect(valueOf(agent, LoginResult).customerType).toBe(MEMBER_TYPE.AGENT_PLAYER);
  });
});

describe('logout', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('ends the session: the token is refused right after', async () => {
    const member = await createAccount();
    const { token } = await signIn(app, member);
    const other = await signIn(app, member);
    const response = await app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: authHeaders(token),
    });
    expect(response.statusCode).toBe(200);
    const after = await app.inject({ url: '/wps/member/info', headers: authHeaders(token) });
    expect(after.statusCode).toBe(401);
    expect(errorOf(after).code).toBe('user.or.token.invalid');
    // Only that session: the member's other device stays signed in.
    const still = await app.inject({ url: '/wps/member/info', headers: authHeaders(other.token) });
    expect(still.statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/wps/session/logout' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('login.not.session');
  });
});
