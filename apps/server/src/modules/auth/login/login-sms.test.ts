import { LoginResult } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, freshIp, postLogin } from '../../../../test/accounts.js';
import { errorOf, valueOf } from '../../../../test/http.js';
import { freshMobileNum } from '../../../../test/members.js';
import { latestSmsCode } from '../../../../test/outbox.js';
import { buildTestApp, sharedDatabase } from '../../../../test/test-app.js';
import type { App } from '@/app.js';
import { smsCodes } from '@/db/schema/index.js';

describe('login by mobile number and SMS code', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  async function sendCode(mobileNum: string): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum, countryDialingCode: '+63' },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(200);
    return latestSmsCode('63', mobileNum);
  }

  const smsLogin = (mobileNum: string, code: string) =>
    postLogin(app, { type: 'sms', username: mobileNum, password: code, countryDialingCode: '+63' });

  it('signs in with the code sent to the number, once', async () => {
    const mobileNum = freshMobileNum();
    const member = await createAccount({ countryDialingCode: '63', mobileNum });
    const code = await sendCode(mobileNum);
    const response = await smsLogin(mobileNum, code);
    expect(valueOf(response, LoginResult)).toMatchObject({
      id: member.id,
      userName: member.account,
    });

    const again = await smsLogin(mobileNum, code);
    expect(again.statusCode).toBe(401);
    expect(errorOf(again)).toMatchObject({ code: 'login.sms.code.invalid', field: 'password' });
  });

  it('refuses an expired code like a wrong one', async () => {
    const mobileNum = freshMobileNum();
    await createAccount({ countryDialingCode: '63', mobileNum });
    const code = await sendCode(mobileNum);
    const { db } = await sharedDatabase();
    await db
      .update(smsCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(smsCodes.mobileNum, mobileNum));
    const expired = await smsLogin(mobileNum, code);
    const wrong = await smsLogin(freshMobileNum(), '123456');
    expect(expired.statusCode).toBe(401);
    expect(expired.body).toBe(wrong.body);
  });

  it('tells the holder of a right code that no account uses the number', async () => {
    const mobileNum = freshMobileNum();
    const { db } = await sharedDatabase();
    // A code of the number, as if asked for before the account went away.
    const stranger = await createAccount({ countryDialingCode: '63', mobileNum });
    const code = await sendCode(mobileNum);
    await db.execute(sql`UPDATE members SET mobile_num = '' WHERE id = ${stranger.id}`);
    const response = await smsLogin(mobileNum, code);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ code: 'login.sms.no.account', field: 'username' });
  });

  it('needs the dialing code and a well-formed number', async () => {
    const response = await postLogin(app, {
      type: 'sms',
      username: '9171234567',
      password: '1234',
    });
    expect(errorOf(response)).toMatchObject({
      code: 'request.invalid',
      field: 'countryDialingCode',
    });
    const bad = await smsLogin('12ab', '123456');
    expect(errorOf(bad)).toMatchObject({ code: 'mobile.format', field: 'username' });
  });
});
