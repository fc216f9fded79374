import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '@app/contracts';
import type { App } from '../app.js';
import { AppError } from '../lib/app-error.js';
import { members } from '../db/schema/index.js';
import { errorOf } from '../../test/http.js';
import { captureStream } from '../../test/log.js';
import { merchantIdOf } from '../../test/members.js';
import { operatorHeaders } from '../../test/operator.js';
import { buildTestApp, sharedDatabase } from '../../test/test-app.js';

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
        scope.get('/wps/test/pending', () => {
          throw new AppError('deposit.pending.limit', { params: { max: '3' } });
        });
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

  it('sends a message’s values beside it, so a client can say it again in another language', async () => {
    const answer = errorOf(await app.inject({ url: '/wps/test/pending' }));
    expect(answer).toMatchObject({ code: 'deposit.pending.limit', params: { max: '3' } });
    expect(answer.message).toBe(errorMessage('deposit.pending.limit', 'TY', { max: '3' }));
    // Without values, nothing more than before.
    expect(errorOf(await app.inject({ url: '/wps/nope' }))).not.toHaveProperty('params');
  });

  it('speaks Filipino (TY) by default and English with Language: EN', async () => {
    const ty = errorOf(await app.inject({ url: '/wps/nope' }));
    const en = errorOf(await app.inject({ url: '/wps/nope', headers: { language: 'EN' } }));
    expect(ty.message).toBe('Walang laman ang hiniling na url');
    expect(en.message).toBe('The requested url is empty');
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

  it.each([
    ['a bad %-escape', '/operator/merchants/%ff', 400],
    ['a path parameter of 300 characters', `/operator/merchants/${'A'.repeat(300)}`, 414],
  ])('answers %s with the envelope and the security headers', async (_case, url, status) => {
    const response = await app.inject({ url, headers: { language: 'EN' } });
    expect(response.statusCode).toBe(status);
    expect(errorOf(response)).toEqual({
      success: false,
      code: 'request.invalid',
      field: 'url',
      message: 'The field url is not valid',
    });
    expect(response.body).not.toContain('FST_');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('still echoes a body under the limit (the route above works)', async () => {
    const response = await app.inject({ method: 'POST', url: '/wps/test/echo', payload: { a: 1 } });
    expect(response.json()).toEqual({ success: true, value: { a: 1 } });
  });
});

describe('the log of a failed statement', () => {
  const HASH = '$argon2id$v=19$m=19456,t=2,p=1$bGVha3lzYWx0$LEAKYHASHVALUE';
  const EMAIL = 'leaky-person@mail.example';
  const log = captureStream();
  let app: App;
  beforeAll(async () => {
    const { db } = await sharedDatabase();
    const demo = await merchantIdOf('DEMO');
    const insert = (merchantId: number, account: string, nickname: string) =>
      db.insert(members).values({
        merchantId,
        account,
        accountKey: account,
        nickname,
        passwordHash: HASH,
        email: EMAIL,
      });
    app = await buildTestApp({
      config: { logLevel: 'info' },
      logStream: log.stream,
      extend(scope) {
        scope.get('/wps/test/insert-nul', async () => insert(demo, 'leakynul', 'Ju\u0000an'));
        scope.get('/wps/test/insert-orphan', async () => insert(2_000_000_000, 'leakyfk', 'x'));
        // The seeded demo account: a unique violation, whose detail quotes the key's values.
        scope.get('/wps/test/insert-duplicate', async () => insert(demo, 'demo', 'x'));
      },
    });
  });
  afterAll(() => app.close());

  it.each([
    ['a NUL in a value', '/wps/test/insert-nul', '22021'],
    ['a missing parent row', '/wps/test/insert-orphan', '23503'],
    ['a duplicate key', '/wps/test/insert-duplicate', '23505'],
  ])('keeps the values out of the log (%s)', async (_case, url, sqlState) => {
    const before = log.lines().length;
    const response = await app.inject({ url });
    // A NUL only comes from input: a 400 (request.encoding); the others are faults of the server.
    expect(response.statusCode).toBe(sqlState === '22021' ? 400 : 500);
    const written = log.lines().slice(before).join('\n');
    expect(written).toContain('Failed query: insert into \\"members\\" (parameters not logged)');
    expect(written).toContain(`"code":"${sqlState}"`);
    for (const secret of [
      HASH,
      'LEAKYHASHVALUE',
      EMAIL,
      'leaky',
      'Ju\\u0000an',
      'params',
      'Key (',
    ]) {
      expect(written).not.toContain(secret);
    }
  });

  it('names the constraint a statement broke', async () => {
    const before = log.lines().length;
    await app.inject({ url: '/wps/test/insert-duplicate' });
    const line = log
      .lines()
      .slice(before)
      .find((text) => text.includes('"err"'));
    const entry = JSON.parse(line ?? '{}') as {
      err: { cause?: { constraint?: string; table?: string } };
    };
    expect(entry.err.cause).toMatchObject({ constraint: 'members_account_key', table: 'members' });
  });
});
