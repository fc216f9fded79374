import { LoginResult, MEMBER_TYPE, type RegisterBody } from '@app/contracts';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, freshAccount, freshIp, signIn } from '../../../../test/accounts.js';
import { errorOf, valueOf } from '../../../../test/http.js';
import { operatorSwitches } from '../../../../test/operator.js';
import { withRegisterRules } from '../../../../test/register-rules.js';
import {
  memberRow,
  registerWith,
  USERNAME_PATH,
  validForm,
} from '../../../../test/registration.js';
import { sealedInject } from '../../../../test/sealed.js';
import { buildTestApp } from '../../../../test/test-app.js';
import type { App } from '@/app.js';

describe('registration by username', () => {
  let app: App;
  let register: ReturnType<typeof registerWith>;
  let switches: ReturnType<typeof operatorSwitches>;
  beforeAll(async () => {
    app = await buildTestApp();
    register = registerWith(app);
    switches = operatorSwitches(app);
  });
  afterEach(() => switches.restore());
  afterAll(() => app.close());

  it('creates a player, signs them in and stores the form as given', async () => {
    const form = {
      ...validForm(),
      username: freshAccount('Reg'),
      nickname: 'Juan',
      email: 'juan@example.com',
      paymentPassword: '123456',
      qqNum: '12345678',
      registerUrl: 'm.perlasplay.example',
      registerMethod: 'PWA' as const,
    };
    const response = await register(form, { ip: '10.9.8.7' });
    expect(response.statusCode).toBe(200);
    const result = valueOf(response, LoginResult);
    expect(result).toMatchObject({
      userName: form.username,
      customerType: 0,
      merchantCode: 'DEMO',
    });
    expect(result.firstTimeLogin).toBe(true);

    const row = await memberRow(result.id);
    expect(row).toMatchObject({
      account: form.username,
      accountKey: form.username.toLowerCase(),
      type: MEMBER_TYPE.PLAYER,
      nickname: 'Juan',
      email: 'juan@example.com',
      registerMethod: 'PWA',
      registerUrl: 'm.perlasplay.example',
      registerIp: '10.9.8.7',
      uplineId: null,
      path: '/',
    });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.paymentPasswordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.parse(row.extra)).toEqual({ qqNum: '12345678' });

    const info = await app.inject({
      url: '/wps/member/info',
      headers: { authorization: result.token },
    });
    expect(info.statusCode).toBe(200);
    const again = await signIn(app, { account: form.username, password: 'Sampaguita7' });
    expect(again.firstTimeLogin).toBe(false);
  });

  it('refuses a username already taken in any letter case (409)', async () => {
    const existing = await createAccount({ account: freshAccount('Taken') });
    const response = await register({ ...validForm(), username: existing.account.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({ code: 'username.exists', field: 'username' });
  });

  it.each([
    ['username', { username: '1abc' }, 'account.format'],
    ['username', { username: '' }, 'account.format'],
    ['password', { password: 'short', confirmPassword: 'short' }, 'password.format'],
    ['password', { password: 'lettersonly', confirmPassword: 'lettersonly' }, 'password.format'],
    ['confirmPassword', { confirmPassword: 'Other1234' }, 'password.confirm.mismatch'],
    ['email', { email: 'juan@' }, 'email.format'],
    ['mobileNum', { mobileNum: '12ab567', countryDialingCode: '63' }, 'mobile.format'],
    ['countryDialingCode', { mobileNum: '9171234567', countryDialingCode: 'PH' }, 'mobile.format'],
    ['nickname', { nickname: 'n'.repeat(25) }, 'name.format'],
    ['affiliateCode', { affiliateCode: 'ab' }, 'invitation_code_error'],
    ['affiliateCode', { affiliateCode: 'NOSUCH99' }, 'invitation_code_error'],
    ['registerMethod', { registerMethod: 'FAX' }, 'request.invalid'],
  ] as const)('answers 400 on a bad %s (%j)', async (field, change, code) => {
    const response = await register({ ...validForm(), ...(change as Partial<RegisterBody>) });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code, field });
  });

  it('checks the fields the merchant switches on: referrer, payee name, id number', async () => {
    await withRegisterRules(
      app,
      {
        recommenderId: { enabled: true },
        payeeName: { enabled: true },
        idNumber: { enabled: true, required: true },
      },
      async () => {
        const referrer = await register({
          ...validForm(),
          recommenderId: 'no spaces!',
          idNumber: 'AB-1234',
        });
        expect(errorOf(referrer)).toMatchObject({ code: 'referrer.error', field: 'recommenderId' });
        const payee = await register({ ...validForm(), payeeName: 'R2D2', idNumber: 'AB-1234' });
        expect(errorOf(payee)).toMatchObject({ code: 'name.format', field: 'payeeName' });
        const missing = await register(validForm());
        expect(errorOf(missing)).toMatchObject({ code: 'request.invalid', field: 'idNumber' });
        const ok = await register({ ...validForm(), idNumber: 'AB-1234', payeeName: 'Juan Cruz' });
        expect(ok.statusCode).toBe(200);
      },
    );
  });

  it('needs a right captcha while CAPTCHA3 is on, and none when it is off', async () => {
    const missing = await sealedInject(app, {
      method: 'PUT',
      url: USERNAME_PATH,
      payload: validForm(),
      remoteAddress: freshIp(),
    });
    expect(errorOf(missing)).toMatchObject({ code: 'captcha.required', field: 'captcha' });
    const wrong = await register({ ...validForm(), captcha: '00000' });
    expect(errorOf(wrong)).toMatchObject({ code: 'captcha.invalid', field: 'captcha' });

    await switches.module('CAPTCHA3', false);
    const without = await sealedInject(app, {
      method: 'PUT',
      url: USERNAME_PATH,
      payload: validForm(),
      remoteAddress: freshIp(),
    });
    expect(without.statusCode).toBe(200);
  });

  it('refuses sign-up while USERNAMEREG3 or REG3 is off (403)', async () => {
    await switches.module('USERNAMEREG3', false);
    const off = await register(validForm());
    expect(off.statusCode).toBe(403);
    expect(errorOf(off).code).toBe('no.permission');
    await switches.restore();
    await switches.module('REG3', false);
    expect((await register(validForm())).statusCode).toBe(403);
  });

  it('refuses a plaintext registration', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: USERNAME_PATH,
      payload: validForm(),
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('sealed.body.invalid');
  });

  it('limits sign-ups per IP, refused ones included', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const response = await register({ ...validForm(), confirmPassword: 'x' }, { ip });
      expect(response.statusCode).toBe(400);
    }
    const limited = await register(validForm(), { ip });
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('too.many.requests');
  });
});

describe('invitation codes', () => {
  let app: App;
  let register: ReturnType<typeof registerWith>;
  beforeAll(async () => {
    app = await buildTestApp();
    register = registerWith(app);
  });
  afterAll(() => app.close());

  const agentCode = () =>
    `AG${Math.floor(Math.random() * 1e8)
      .toString(36)
      .toUpperCase()}`;

  it("puts the new player under the code's agent", async () => {
    const code = agentCode();
    const agent = await createAccount({ type: MEMBER_TYPE.AGENT_PLAYER, affiliateCode: code });
    const response = await register({ ...validForm(), affiliateCode: code.toLowerCase() });
    const row = await memberRow(valueOf(response, LoginResult).id);
    const agentRow = await memberRow(agent.id);
    expect(row.uplineId).toBe(agent.id);
    expect(row.path).toBe(`${agentRow.path}${agent.id}/`);
  });

  it("refuses a player's code as an invitation code", async () => {
    const code = agentCode();
    await createAccount({ type: MEMBER_TYPE.PLAYER, affiliateCode: code });
    const response = await register({ ...validForm(), affiliateCode: code });
    expect(errorOf(response)).toMatchObject({
      code: 'invitation_code_error',
      field: 'affiliateCode',
    });
  });

  it('checks a code: an agent of this merchant owns it, or 400', async () => {
    const ok = await app.inject({ url: '/wps/agent/affiliate/check?code=perlas1&domain=x' });
    expect(valueOf(ok, z.object({ code: z.string() }))).toEqual({ code: 'PERLAS1' });
    const bad = await app.inject({ url: '/wps/agent/affiliate/check?code=NOPE0000' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe('invitation_code_error');
  });
});
