import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { errorOf } from '../../test/http.js';
import { operatorHeaders } from '../../test/operator.js';
import { buildTestApp } from '../../test/test-app.js';

const SECRET = 'secret-detail SELECT password_hash FROM members';

describe('error envelope', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({
      extend(scope) {
        scope.get('/wps/test/boom', () => {
          throw new Error(SECRET);
        });
        scope.post('/wps/test/echo', (request) => ({ success: true, value: request.body }));
      },
    });
  });
  afterAll(() => app.close());

  it.each(['/wps/no/such/thing', '/lgw/nothing', '/operator/nowhere'])(
    'answers an unknown API path %s with 404 url.not.found',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(errorOf(response)).toMatchObject({ success: false, code: 'url.not.found' });
    },
  );

  it('speaks Filipino (TY) by default and English with Language: EN', async () => {
    const ty = errorOf(await app.inject({ url: '/wps/nope' }));
    const en = errorOf(await app.inject({ url: '/wps/nope', headers: { language: 'EN' } }));
    expect(ty.message).toBe('Hindi umiiral ang hiniling na url');
    expect(en.message).toBe('The requested url does not exist');
  });

  it('answers a malformed JSON body with 400 request.malformed on field body', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/operator/merchants/DEMO/maintenance',
      headers: { ...operatorHeaders, 'content-type': 'application/json' },
      payload: '{"enabled": tru',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'request.malformed', field: 'body' });
  });

  it.each([
    ['a wrong-typed field', { enabled: 'yes' }],
    ['a missing field', {}],
  ])('answers %s with 400 request.invalid naming the field', async (_case, payload) => {
    const response = await app.inject({
      method: 'PUT',
      url: '/operator/merchants/DEMO/maintenance',
      headers: { ...operatorHeaders, language: 'EN' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      success: false,
      code: 'request.invalid',
      field: 'enabled',
      message: 'The field enabled is not valid',
    });
  });

  it('hides the details of an internal error behind 500 system.error', async () => {
    const response = await app.inject({ url: '/wps/test/boom', headers: { language: 'EN' } });
    expect(response.statusCode).toBe(500);
    expect(errorOf(response)).toEqual({
      success: false,
      code: 'system.error',
      message: 'Unknown error',
    });
    expect(response.body).not.toMatch(/secret|SELECT|password|stack|\.ts:\d+/i);
  });

  it('refuses a body over the limit with 413 request.too.large', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      payload: { text: 'x'.repeat(1_100_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toMatchObject({ code: 'request.too.large', field: 'body' });
  });

  it('still echoes a body under the limit (the route above works)', async () => {
    const response = await app.inject({ method: 'POST', url: '/wps/test/echo', payload: { a: 1 } });
    expect(response.json()).toEqual({ success: true, value: { a: 1 } });
  });
});
