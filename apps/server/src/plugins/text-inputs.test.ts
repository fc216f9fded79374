import { SEALED_BODY_HEADER, SEALED_BODY_SCHEME } from '@app/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createAccount, freshIp, signIn } from '../../test/accounts.js';
import { errorOf } from '../../test/http.js';
import { registerWith, validForm } from '../../test/registration.js';
import { buildTestApp } from '../../test/test-app.js';
import type { App } from '../app.js';

/** Issue 6 item 4: a NUL (or any control character) is refused at the contract, never a 500. */
describe('control characters in text inputs', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const expectRefused = (response: LightMyRequestResponse, field: string) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response)).toEqual({
      success: false,
      code: 'text.control.chars',
      field,
      message: `The field ${field} contains characters that are not allowed`,
    });
  };
  const en = { language: 'EN' };

  it('refuses a NUL in the domain of /wps/system/domainRoute', async () => {
    const response = await app.inject({ url: '/wps/system/domainRoute?domain=%00', headers: en });
    expectRefused(response, 'domain');
  });

  it('refuses a NUL in the code of /wps/agent/affiliate/check', async () => {
    const response = await app.inject({
      url: '/wps/agent/affiliate/check?code=%00',
      headers: en,
      remoteAddress: freshIp(),
    });
    expectRefused(response, 'code');
  });

  it('refuses a NUL in a new nickname', async () => {
    const { token } = await signIn(app, await createAccount());
    const response = await app.inject({
      method: 'PUT',
      url: '/wps/member/info/nickname',
      payload: { nickname: 'Ju\u0000an' },
      headers: { ...authHeaders(token), ...en },
    });
    expectRefused(response, 'nickname');
  });

  it('refuses a NUL in the key id of a sealed body', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      payload: { kid: 'k\u0000', epk: 'a'.repeat(64), iv: 'b'.repeat(24), data: 'cd' },
      headers: { [SEALED_BODY_HEADER]: SEALED_BODY_SCHEME, ...en },
      remoteAddress: freshIp(),
    });
    expectRefused(response, 'kid');
  });

  it('refuses a registration whose nickname holds a NUL', async () => {
    const response = await registerWith(app)({ ...validForm(), nickname: 'Ju\u0000an' });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'text.control.chars', field: 'nickname' });
  });

  it.each(['\u0001', '\t', '\n', '\u001f', '\u007f'])(
    'refuses the control character %j in an invitation code as well',
    async (char) => {
      const response = await app.inject({
        url: `/wps/agent/affiliate/check?code=${encodeURIComponent(`AB${char}CD`)}`,
        headers: en,
        remoteAddress: freshIp(),
      });
      expectRefused(response, 'code');
    },
  );

  it('says it in Filipino by default', async () => {
    const response = await app.inject({ url: '/wps/system/domainRoute?domain=a%00b' });
    expect(errorOf(response).message).toContain('domain');
    expect(errorOf(response).message).not.toContain('The field');
  });

  it('still accepts letters of any script and spaces', async () => {
    const { token } = await signIn(app, await createAccount());
    const response = await app.inject({
      method: 'PUT',
      url: '/wps/member/info/nickname',
      payload: { nickname: 'Niño Dela Cruz 日本' },
      headers: authHeaders(token),
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
