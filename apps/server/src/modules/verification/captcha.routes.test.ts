import { successEnvelope } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, type App } from '@/app.js';
import { plantCaptcha } from '../../../test/captcha.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { TEST_CONFIG, buildTestApp, sharedDatabase } from '../../../test/test-app.js';
import { CAPTCHA_COOKIE, verifyRequestCaptcha } from './captcha.routes.js';

const cookieOf = (setCookie: string | string[] | undefined): string =>
  [setCookie ?? []].flat().find((c) => c.startsWith(`${CAPTCHA_COOKIE}=`)) ?? '';

describe('GET /wps/captcha', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({
      extend(scope) {
        // What the login route does with a captcha answer.
        scope.post('/wps/test/captcha', async (request) => {
          const { code } = z.object({ code: z.string() }).parse(request.body);
          return { success: true, value: await verifyRequestCaptcha(request, code) };
        });
      },
    });
  });
  afterAll(() => app.close());

  it('answers a PNG image as a base64 data URL in value', async () => {
    const response = await app.inject({ url: '/wps/captcha', remoteAddress: '10.1.0.1' });
    expect(response.statusCode).toBe(200);
    const image = valueOf(response, z.string());
    expect(image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const png = Buffer.from(image.split(',')[1] ?? '', 'base64');
    expect(png.toString('latin1', 1, 4)).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([240, 80]);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('binds the captcha to the client with an HttpOnly, SameSite=Strict cookie on /wps', async () => {
    const response = await app.inject({ url: '/wps/captcha', remoteAddress: '10.1.0.2' });
    const cookie = cookieOf(response.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${CAPTCHA_COOKIE}=[0-9a-f-]{36};`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/wps');
    expect(cookie).toContain('Max-Age=120');
  });

  it('verifies the answer against the cookie of the request, once', async () => {
    const planted = await plantCaptcha('80808');
    const answer = (code: string, cookie = planted.cookie) =>
      app.inject({
        method: 'POST',
        url: '/wps/test/captcha',
        headers: { cookie },
        payload: { code },
      });
    const Result = successEnvelope(z.boolean());
    expect(Result.parse((await answer('80808')).json()).value).toBe(true);
    expect(Result.parse((await answer('80808')).json()).value).toBe(false);
    const other = await plantCaptcha('80808');
    expect(Result.parse((await answer('80808', 'other=1')).json()).value).toBe(false);
    expect(Result.parse((await answer('80808', other.cookie)).json()).value).toBe(true);
  });

  it('retires the previous captcha of the client when a new one is fetched', async () => {
    const planted = await plantCaptcha('31313');
    const response = await app.inject({
      url: '/wps/captcha',
      headers: { cookie: planted.cookie },
      remoteAddress: '10.1.0.3',
    });
    expect(cookieOf(response.headers['set-cookie'])).not.toContain(planted.id);
    expect(await app.captchas.verify(planted.id, '31313')).toBe(false);
  });

  it('answers 429 too.many.requests past 30 captchas a minute from one IP', async () => {
    const fetch = () => app.inject({ url: '/wps/captcha', remoteAddress: '10.1.0.99' });
    for (let i = 0; i < 30; i += 1) expect((await fetch()).statusCode).toBe(200);
    const refused = await fetch();
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('too.many.requests');
  });
});

describe('the captchaAnswers option of buildApp (tests only)', () => {
  it('is told the id of the cookie and the code that the captcha check then accepts', async () => {
    const answers = new Map<string, string>();
    const app = await buildApp({
      database: await sharedDatabase(),
      config: TEST_CONFIG,
      captchaAnswers: (id, code) => answers.set(id, code),
      extend(scope) {
        scope.post('/wps/test/captcha', async (request) => ({
          success: true,
          value: await verifyRequestCaptcha(
            request,
            z.object({ code: z.string() }).parse(request.body).code,
          ),
        }));
      },
    });
    try {
      const issued = await app.inject({ url: '/wps/captcha', remoteAddress: '10.1.0.4' });
      const cookie = cookieOf(issued.headers['set-cookie']).split(';')[0] ?? '';
      const code = answers.get(cookie.slice(`${CAPTCHA_COOKIE}=`.length)) ?? '';
      expect(code).toMatch(/^\d{6}$/);
      const answered = await app.inject({
        method: 'POST',
        url: '/wps/test/captcha',
        headers: { cookie },
        payload: { code },
      });
      expect(successEnvelope(z.boolean()).parse(answered.json()).value).toBe(true);
    } finally {
      await app.close();
    }
  });
});
