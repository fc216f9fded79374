import { SmsCodeResult } from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { freshMobileNum, merchantIdOf, phoneMembers } from '../../../test/members.js';
import { operatorSwitches } from '../../../test/operator.js';
import { plantCaptcha } from '../../../test/captcha.js';
import { latestOutbox, latestSmsCode } from '../../../test/outbox.js';
import { buildTestApp } from '../../../test/test-app.js';

describe('POST /wps/verification/sms/register and /sms/noLogin', () => {
  let app: App;
  let switches: ReturnType<typeof operatorSwitches>;
  const people = phoneMembers();
  let ip = 0;
  beforeAll(async () => {
    app = await buildTestApp();
    switches = operatorSwitches(app);
  });
  afterEach(() => switches.restore());
  afterAll(async () => {
    await people.remove();
    await app.close();
  });

  /**
   * Each call from its own IP, so the per-IP limit only bites where a test wants it to. A
   * register call comes with a right captcha unless `captcha` says otherwise (null: none).
   */
  const post = async (
    purpose: string,
    payload: object,
    {
      language,
      remoteAddress,
      captcha,
    }: { language?: string; remoteAddress?: string; captcha?: string | null } = {},
  ) => {
    const planted = purpose === 'register' ? await plantCaptcha() : undefined;
    const given = captcha === undefined ? planted?.code : (captcha ?? undefined);
    return app.inject({
      method: 'POST',
      url: `/wps/verification/sms/${purpose}`,
      payload: given === undefined ? payload : { ...payload, captcha: given },
      headers: {
        ...(language ? { language } : {}),
        ...(planted ? { cookie: planted.cookie } : {}),
      },
      remoteAddress: remoteAddress ?? `10.2.0.${(ip += 1)}`,
    });
  };

  it('sends a register code in Filipino by default and answers expiredMinutes', async () => {
    const mobileNum = freshMobileNum();
    const response = await post('register', { mobileNum, countryDialingCode: '63' });
    expect(response.statusCode).toBe(200);
    expect(valueOf(response, SmsCodeResult)).toEqual({ expiredMinutes: 5 });
    const sms = await latestOutbox(`+63${mobileNum}`);
    expect(sms?.body).toMatch(
      /^Ang iyong Perlas Play verification code ay \d{6}\. Mag-e-expire ito sa 5 minuto\.$/,
    );
    expect(
      await app.smsCodes.consume(
        await merchantIdOf(),
        'register',
        '63',
        mobileNum,
        await latestSmsCode('63', mobileNum),
      ),
    ).toBe(true);
  });

  it('takes mobileNo as well as mobileNum and words the SMS in English on request', async () => {
    const mobileNo = freshMobileNum();
    const response = await post(
      'register',
      { mobileNo, countryDialingCode: '+63' },
      { language: 'EN' },
    );
    expect(response.statusCode).toBe(200);
    expect((await latestOutbox(`+63${mobileNo}`))?.body).toMatch(
      /^Your Perlas Play verification code is \d{6}\./,
    );
  });

  it('answers alike to register for a member number, texting its owner no code', async () => {
    const member = freshMobileNum();
    const stranger = freshMobileNum();
    await people.add(await merchantIdOf(), '63', member);
    const forMember = await post('register', { mobileNum: member, countryDialingCode: '63' });
    const forStranger = await post('register', { mobileNum: stranger, countryDialingCode: '63' });
    expect([forMember.statusCode, forStranger.statusCode]).toEqual([200, 200]);
    expect(forMember.body).toBe(forStranger.body);
    const toMember = await latestOutbox(`+63${member}`, 'sms');
    expect(toMember?.body).toMatch(/may account ka na/);
    expect(toMember?.body).not.toMatch(/\d{6}/);
    expect(await latestSmsCode('63', stranger)).toMatch(/^\d{6}$/);
  });

  it('asks for the captcha before sending a register code while CAPTCHA3 is on', async () => {
    const mobileNum = freshMobileNum();
    const body = { mobileNum, countryDialingCode: '63' };
    const missing = await post('register', body, { captcha: null });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toMatchObject({ code: 'captcha.required', field: 'captcha' });
    const wrong = await post('register', body, { captcha: '000000' });
    expect(errorOf(wrong)).toMatchObject({ code: 'captcha.invalid', field: 'captcha' });
    expect(await latestOutbox(`+63${mobileNum}`)).toBeUndefined();

    await switches.module('CAPTCHA3', false);
    expect((await post('register', body, { captcha: null })).statusCode).toBe(200);
  });

  it('answers alike to noLogin for a member and a stranger, texting only the member', async () => {
    const member = freshMobileNum();
    const stranger = freshMobileNum();
    await people.add(await merchantIdOf(), '63', member);
    const forMember = await post('noLogin', { mobileNum: member, countryDialingCode: '63' });
    const forStranger = await post('noLogin', { mobileNum: stranger, countryDialingCode: '63' });
    expect([forMember.statusCode, forStranger.statusCode]).toEqual([200, 200]);
    expect(forStranger.body).toBe(forMember.body);
    expect(await latestSmsCode('63', member)).toMatch(/^\d{6}$/);
    expect(await latestOutbox(`+63${stranger}`)).toBeUndefined();
  });

  it('answers 400 mobile.format to a number too short or not numeric', async () => {
    for (const payload of [
      { mobileNum: '12345', countryDialingCode: '63' },
      { mobileNo: '91712x4567', countryDialingCode: '63' },
      { countryDialingCode: '63' },
    ]) {
      const response = await post('register', payload, { language: 'EN' });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'mobile.format',
        message: 'The mobile num is not valid',
      });
    }
  });

  it('answers 400 request.invalid to a bad dialing code', async () => {
    const response = await post('register', {
      mobileNum: freshMobileNum(),
      countryDialingCode: 'PH',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'request.invalid',
      field: 'countryDialingCode',
    });
  });

  it('answers 429 too.many.requests to a second code for a number within a minute from one IP', async () => {
    const mobileNum = freshMobileNum();
    const from = { remoteAddress: '10.2.8.1' };
    const body = { mobileNum, countryDialingCode: '63' };
    expect((await post('register', body, from)).statusCode).toBe(200);
    const again = await post('register', body, from);
    expect(again.statusCode).toBe(429);
    expect(errorOf(again).code).toBe('too.many.requests');
    // Another IP (the number's owner, say) is not held up.
    expect((await post('register', body, { remoteAddress: '10.2.8.2' })).statusCode).toBe(200);
  });

  it('answers 429 past 5 code requests a minute from one IP', async () => {
    const send = () =>
      post(
        'register',
        { mobileNum: freshMobileNum(), countryDialingCode: '63' },
        { remoteAddress: '10.2.9.9' },
      );
    for (let i = 0; i < 5; i += 1) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('too.many.requests');
  });

  it('answers 403 no.permission while the VERIFICATION3 module is off', async () => {
    await switches.module('VERIFICATION3', false);
    for (const purpose of ['register', 'noLogin']) {
      const response = await post(purpose, {
        mobileNum: freshMobileNum(),
        countryDialingCode: '63',
      });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toMatchObject({
        code: 'no.permission',
        value: { module: 'VERIFICATION3' },
      });
    }
  });
});
