import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { authHeaders, createAccount, signIn } from '../../test/accounts.js';
import { errorOf } from '../../test/http.js';
import { operatorHeaders } from '../../test/operator.js';
import { buildTestApp } from '../../test/test-app.js';

const OP = '/operator/merchants/DEMO';
/** One past a `serial` column's range, and one past what a JavaScript number holds exactly. */
const PAST_INT4 = '2147483648';
const PAST_SAFE = '9007199254740993';

describe('bad ids and bad text are a 400 naming where, never a 500', () => {
  let app: App;
  let member: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp({
      extend: (scope) => {
        // A statement the database refuses for a value no schema caught (wrapped, as Drizzle does).
        scope.get('/test/out-of-range', () => {
          throw Object.assign(new Error('Failed query'), {
            cause: Object.assign(new Error('value out of range for type integer'), {
              code: '22003',
              severity: 'ERROR',
            }),
          });
        });
      },
    });
    member = authHeaders((await signIn(app, await createAccount())).token);
  });
  afterAll(() => app.close());

  const operator = (method: InjectOptions['method'], path: string, payload?: object) =>
    app.inject({
      method,
      url: `${OP}${path}`,
      headers: operatorHeaders,
      ...(payload ? { payload } : {}),
    });

  it.each([
    ['DELETE', '/announcements/'],
    ['DELETE', '/hot-matches/'],
    ['DELETE', '/help/'],
    ['PUT', '/announcements/'],
    ['PUT', '/promotions/{id}/enabled'],
  ] as const)('operator %s %s<id> past the serial range', async (method, path) => {
    const url = path.includes('{id}') ? path.replace('{id}', PAST_INT4) : `${path}${PAST_INT4}`;
    const response = await operator(method, url, method === 'DELETE' ? undefined : {});
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'request.invalid', field: 'id' });
  });

  it.each([
    ['POST', '/deposits/{id}/approve'],
    ['POST', '/deposits/{id}/reject'],
    ['POST', '/withdrawals/{id}/process'],
    ['POST', '/withdrawals/{id}/pay'],
    ['POST', '/withdrawals/{id}/reject'],
    ['DELETE', '/inbox/{id}'],
    ['GET', '/feedback/{id}/images/1'],
  ] as const)('operator %s %s past 2^53 − 1', async (method, path) => {
    const response = await operator(method, path.replace('{id}', PAST_SAFE), {});
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'request.invalid', field: 'id' });
  });

  it('a member’s ids past their range: notice read, bank card, inbox message', async () => {
    const read = await app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_readAnnouncement',
      headers: member,
      payload: { id: Number(PAST_INT4) },
    });
    expect(read.statusCode).toBe(400);
    expect(errorOf(read)).toMatchObject({ code: 'request.invalid', field: 'id' });
    const card = await app.inject({
      method: 'DELETE',
      url: `/wps/member/bankCard/${PAST_SAFE}`,
      headers: member,
      payload: { paymentPassword: '123456' },
    });
    expect(errorOf(card)).toMatchObject({ code: 'request.invalid', field: 'id' });
    const inbox = await app.inject({
      method: 'DELETE',
      url: `/wps/relay/CSP_deleteInbox?id=${PAST_SAFE}`,
      headers: member,
    });
    expect(errorOf(inbox)).toMatchObject({ code: 'request.invalid', field: 'id' });
  });

  it('answers a value the database refused as 400 request.value.range', async () => {
    const response = await app.inject({ url: '/test/out-of-range', headers: { language: 'EN' } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'request.value.range',
      message: 'A value in the request is out of range',
    });
  });

  it.each([
    ['an encoded lone surrogate in a value', '?id=1&note=%ED%A0%80', 'note'],
    ['a byte that is not UTF-8', '?id=%FF', 'id'],
    ['a broken parameter name', '?id=1&%ED%A0%80=1', 'query'],
  ])('DELETE with %s in the query', async (_case, query, field) => {
    const response = await app.inject({
      method: 'DELETE',
      url: `/wps/relay/CSP_deleteInbox${query}`,
      headers: { ...member, language: 'EN' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'request.encoding',
      field,
      message: `The field ${field} holds characters that are not valid text`,
    });
  });

  it('a lone surrogate on an operator DELETE, and in a path', async () => {
    const response = await operator('DELETE', `/announcements/1?x=%ED%A0%80`);
    expect(errorOf(response)).toMatchObject({ code: 'request.encoding', field: 'x' });
    const path = await app.inject({ url: '/wps/relay/%ED%A0%80' });
    expect(path.statusCode).toBe(400);
    expect(errorOf(path).field).toBe('url');
  });

  it('a JSON body with a lone surrogate escape or bytes that are not UTF-8', async () => {
    const escaped = await app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_addFavoriteGameV2',
      headers: { ...member, 'content-type': 'application/json' },
      payload: '{"nodeId":"1","vendor":"SP\\uD800X"}',
    });
    expect(escaped.statusCode).toBe(400);
    expect(errorOf(escaped)).toMatchObject({ code: 'request.encoding', field: 'vendor' });
    expect(errorOf(escaped).message).toBe(
      'May mga karakter na hindi wastong teksto sa field na vendor',
    );
    const bytes = await app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_addFavoriteGameV2',
      headers: { ...member, 'content-type': 'application/json' },
      payload: Buffer.concat([
        Buffer.from('{"nodeId":"1","vendor":"'),
        Buffer.of(0xff),
        Buffer.from('"}'),
      ]),
    });
    expect(bytes.statusCode).toBe(400);
    expect(errorOf(bytes)).toMatchObject({ code: 'request.encoding', field: 'body' });
  });

  it('still takes well-formed text: accents, emoji, encoded spaces', async () => {
    const response = await app.inject({
      method: 'DELETE',
      url: '/wps/relay/CSP_deleteInbox?id=1&note=%C3%B1%F0%9F%98%80+a%20b',
      headers: member,
    });
    expect(errorOf(response).code).not.toBe('request.encoding');
    const body = await app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_addFavoriteGameV2',
      headers: member,
      payload: { nodeId: 'ñ😀', vendor: 'SPX' },
    });
    expect(body.statusCode).not.toBe(500);
    expect(errorOf(body).code).not.toBe('request.encoding');
  });
});
