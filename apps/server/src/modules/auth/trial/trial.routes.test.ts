import { LoginResult, MEMBER_TYPE, MemberInfo, TrialUser, WalletBalance } from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, freshIp, postLogin } from '../../../../test/accounts.js';
import { errorOf, valueOf } from '../../../../test/http.js';
import { operatorSwitches } from '../../../../test/operator.js';
import { buildTestApp } from '../../../../test/test-app.js';
import type { App } from '@/app.js';

describe('free play', () => {
  let app: App;
  let switches: ReturnType<typeof operatorSwitches>;
  beforeAll(async () => {
    app = await buildTestApp();
    switches = operatorSwitches(app);
  });
  afterEach(() => switches.restore());
  afterAll(() => app.close());

  const freePlay = (payload?: object) =>
    app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      ...(payload ? { payload } : {}),
      remoteAddress: freshIp(),
    });

  it('names a trial account on the trial site', async () => {
    const response = await app.inject({ url: '/wps/member/trialuser' });
    const trial = valueOf(response, TrialUser);
    expect(trial.merchantCode).toBe('DEMOTRIAL');
    expect(trial.trialName).toMatch(/^trial[0-9a-z]{6}$/);
  });

  it('creates a fresh trial account, signed in on the trial site with play money', async () => {
    const first = valueOf(await freePlay({ moduleId: 'FREEPLAY3' }), LoginResult);
    const second = valueOf(await freePlay(), LoginResult);
    expect(first).toMatchObject({ customerType: MEMBER_TYPE.TRIAL, merchantCode: 'DEMOTRIAL' });
    expect(first.userName).toMatch(/^trial[0-9a-z]{6}$/);
    expect(second.id).not.toBe(first.id);

    const headers = authHeaders(first.token, 'DEMOTRIAL');
    const info = valueOf(await app.inject({ url: '/wps/member/info', headers }), MemberInfo);
    expect(info.type).toBe(MEMBER_TYPE.TRIAL);
    const balance = valueOf(
      await app.inject({ url: '/wps/wallets/balance', headers }),
      WalletBalance,
    );
    expect(balance.sumBalance).toBeGreaterThan(0);
    // The token belongs to the trial site, not the main one.
    const elsewhere = await app.inject({
      url: '/wps/member/info',
      headers: authHeaders(first.token, 'DEMO'),
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('refuses guarded features to a trial session (free_reject)', async () => {
    const trial = valueOf(await freePlay(), LoginResult);
    const response = await app.inject({
      method: 'PUT',
      url: '/wps/member/passWordChangeV2',
      payload: { oldPassword: 'x', newPassword: 'Changed123', confirmNewPassword: 'Changed123' },
      headers: authHeaders(trial.token, 'DEMOTRIAL'),
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('free_reject');
  });

  it('never lets a trial account in by password', async () => {
    const trial = valueOf(await freePlay(), LoginResult);
    const response = await postLogin(app, {
      username: trial.userName,
      password: 'anything1',
      headers: { merchant: 'DEMOTRIAL' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('is off while FREEPLAY3 is off', async () => {
    await switches.module('FREEPLAY3', false);
    const response = await freePlay();
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('no.permission');
    expect((await app.inject({ url: '/wps/member/trialuser' })).statusCode).toBe(403);
  });

  it('limits new trial accounts per IP', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        remoteAddress: ip,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
