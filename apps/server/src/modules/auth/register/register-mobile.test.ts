import { LoginResult } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, freshIp, postLogin } from '../../../../test/accounts.js';
import { plantCaptcha } from '../../../../test/captcha.js';
import { errorOf, valueOf } from '../../../../test/http.js';
import { freshMobileNum } from '../../../../test/members.js';
import { operatorSwitches } from '../../../../test/operator.js';
import { latestSmsCode } from '../../../../test/outbox.js';
import { memberRow, MOBILE_PATH, registerWith, validForm } from '../../../../test/registration.js';
import { buildTestApp, sharedDatabase } from '../../../../test/test-app.js';
import type { App } from '@/app.js';
import { smsCodes } from '@/db/schema/index.js';

describe('registration by mobile number', () => {
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

  async function sendCode(mobileNum: string): Promise<string> {
    const captcha = await plantCaptcha();
    const response = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNum, countryDialingCode: '63', captcha: captcha.code },
      headers: { cookie: captcha.cookie },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(200);
    return latestSmsCode('63', mobileNum);
  }

  const mobileForm = (mobileNum: string, verificationCode: string) => ({
    mobileNum,
    countryDialingCode: '+63',
    verificationCode,
    password: 'Sampaguita7',
    confirmPassword: 'Sampaguita7',
  });

  it('registers the number as the account, and the member can then sign in by SMS', async () => {
    const mobileNum = freshMobileNum();
    const code = await sendCode(mobileNum);
    const response = await register(mobileForm(mobileNum, code), { url: MOBILE_PATH });
    const result = valueOf(response, LoginResult);
    expect(result.userName).toBe(`63${mobileNum}`);
    const row = await memberRow(result.id);
    expect(row).toMatchObject({ countryDialingCode: '63', mobileNum, type: 0 });

    const password = await postLogin(app, { username: `63${mobileNum}`, password: 'Sampaguita7' });
    expect(valueOf(password, LoginResult).id).toBe(result.id);
  });

  it('keeps a username given with the number', async () => {
    const mobileNum = freshMobileNum();
    const code = await sendCode(mobileNum);
    const { username } = validForm();
    const response = await register(
      { ...mobileForm(mobileNum, code), username },
      { url: MOBILE_PATH },
    );
    expect(valueOf(response, LoginResult).userName).toBe(username);
  });

  it('needs the live code of the number', async () => {
    const mobileNum = freshMobileNum();
    const missing = await register(mobileForm(mobileNum, ''), { url: MOBILE_PATH });
    expect(errorOf(missing)).toMatchObject({
      code: 'verification.code.error',
      field: 'verificationCode',
    });
    const code = await sendCode(mobileNum);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await register(mobileForm(mobileNum, wrong), { url: MOBILE_PATH });
    expect(errorOf(bad)).toMatchObject({
      code: 'verification.code.error',
      field: 'verificationCode',
    });

    const { db } = await sharedDatabase();
    await db
      .update(smsCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(smsCodes.mobileNum, mobileNum));
    const expired = await register(mobileForm(mobileNum, code), { url: MOBILE_PATH });
    expect(errorOf(expired).code).toBe('verification.code.error');
  });

  it('does not spend the code on a form refused for another reason', async () => {
    const mobileNum = freshMobileNum();
    const code = await sendCode(mobileNum);
    const refused = await register(
      { ...mobileForm(mobileNum, code), email: 'not-an-email' },
      { url: MOBILE_PATH },
    );
    expect(errorOf(refused).code).toBe('email.format');
    const accepted = await register(mobileForm(mobileNum, code), { url: MOBILE_PATH });
    expect(accepted.statusCode).toBe(200);
  });

  it('tells only the holder of a right code that the number has an account (409)', async () => {
    const mobileNum = freshMobileNum();
    const code = await sendCode(mobileNum);
    // Someone else registers the number before this form is sent.
    await createAccount({ countryDialingCode: '63', mobileNum });
    const wrong = await register(mobileForm(mobileNum, code === '000000' ? '111111' : '000000'), {
      url: MOBILE_PATH,
    });
    expect(errorOf(wrong).code).toBe('verification.code.error');
    const response = await register(mobileForm(mobileNum, code), { url: MOBILE_PATH });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({ code: 'mobile.exists', field: 'mobileNum' });
  });

  it('needs no captcha at submit when an SMS code proves the number', async () => {
    const mobileNum = freshMobileNum();
    const code = await sendCode(mobileNum);
    const response = await register(
      { ...mobileForm(mobileNum, code), captcha: '' },
      { url: MOBILE_PATH },
    );
    expect(response.statusCode).toBe(200);
  });

  it('asks a username sign-up with a number for its code only while REGMOBVERF3 is on', async () => {
    const mobileNum = freshMobileNum();
    const form = { ...validForm(), mobileNum, countryDialingCode: '63' };
    const refused = await register(form);
    expect(errorOf(refused).code).toBe('verification.code.error');
    await switches.module('REGMOBVERF3', false);
    const accepted = await register(form);
    expect(accepted.statusCode).toBe(200);
  });

  it('registers a number with no password while MOBILENUMPASSREG3 is off; it signs in by SMS', async () => {
    await switches.module('MOBILENUMPASSREG3', false);
    const mobileNum = freshMobileNum();
    const code = await sendCode(mobileNum);
    const response = await register(
      { mobileNum, countryDialingCode: '+63', verificationCode: code },
      { url: MOBILE_PATH },
    );
    const result = valueOf(response, LoginResult);
    const empty = await postLogin(app, { username: `63${mobileNum}`, password: '' });
    expect(empty.statusCode).not.toBe(200);

    const login = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum, countryDialingCode: '+63' },
      remoteAddress: freshIp(),
    });
    expect(login.statusCode).toBe(200);
    const loginCode = await latestSmsCode('63', mobileNum);
    const bySms = await postLogin(app, {
      type: 'sms',
      username: mobileNum,
      password: loginCode,
      countryDialingCode: '+63',
    });
    expect(valueOf(bySms, LoginResult).id).toBe(result.id);
  });

  it('refuses mobile sign-up while MOBILENUMREG3 is off (403)', async () => {
    await switches.module('MOBILENUMREG3', false);
    const response = await register(mobileForm(freshMobileNum(), '123456'), { url: MOBILE_PATH });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('no.permission');
  });
});
