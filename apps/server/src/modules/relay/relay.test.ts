import { defineRelay, errorMessage } from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorOf, valueOf } from '../../../test/http.js';
import { insertTestMember, tokenFor } from '../../../test/ledger-fixtures.js';
import { operatorSwitches } from '../../../test/operator.js';
import { buildTestApp, sharedDatabase } from '../../../test/test-app.js';
import type { App } from '@/app.js';
import { sessionOf } from '@/plugins/auth.js';
import { merchantOf } from '@/plugins/request-context.js';

// Relays of this test only, registered through buildApp's `extend` as a module would.
const Echo = defineRelay({
  name: 'TEST_echo',
  methods: ['GET'],
  query: z.object({ pageNo: z.coerce.number().int().min(1), gameName: z.string().optional() }),
  answer: z.object({ pageNo: z.number(), gameName: z.string(), merchantCode: z.string() }),
  auth: 'none',
});
const Favourite = defineRelay({
  name: 'TEST_addFavourite',
  methods: ['POST', 'DELETE'],
  body: z.object({ nodeId: z.string().min(1) }),
  answer: z.object({ nodeId: z.string(), account: z.string() }),
  auth: 'member',
});
const Gated = defineRelay({
  name: 'TEST_inbox',
  methods: ['GET'],
  query: z.object({}),
  answer: z.number(),
  auth: 'none',
  module: 'INBOX3',
});
const Limited = defineRelay({
  name: 'TEST_limited',
  methods: ['GET'],
  query: z.object({}),
  answer: z.literal('ok'),
  auth: 'none',
});

describe('/wps/relay/:name', () => {
  let app: App;
  let switches: ReturnType<typeof operatorSwitches>;
  beforeAll(async () => {
    app = await buildTestApp({
      extend(scope) {
        scope.addRelay(Echo, (input, request) => ({
          pageNo: input.pageNo,
          gameName: input.gameName ?? '',
          merchantCode: merchantOf(request).merchant.code,
        }));
        scope.addRelay(Favourite, (input, request) => ({
          nodeId: input.nodeId,
          account: sessionOf(request).account,
        }));
        scope.addRelay(Gated, () => 3);
        scope.addRelay(Limited, () => 'ok' as const, {
          rateLimit: { max: 2, timeWindow: '1 minute' },
        });
      },
    });
    switches = operatorSwitches(app);
  });
  afterEach(() => switches.restore());
  afterAll(() => app.close());

  it('answers a registered relay with its value in the envelope', async () => {
    const response = await app.inject({
      url: '/wps/relay/TEST_echo?pageNo=2&gameName=Tongits',
      headers: { merchant: 'DEMO' },
    });
    expect(response.statusCode).toBe(200);
    expect(valueOf(response, Echo.answer)).toEqual({
      pageNo: 2,
      gameName: 'Tongits',
      merchantCode: 'DEMO',
    });
  });

  it('answers 404 relay.not.found for a name no module registered, in the caller language', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.inject({
        method,
        url: '/wps/relay/GCSGAME_noSuchCall',
        headers: { language: 'EN' },
      });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({
        success: false,
        code: 'relay.not.found',
        message: errorMessage('relay.not.found', 'EN'),
      });
    }
    const ty = await app.inject({ url: '/wps/relay/GCSGAME_noSuchCall' });
    expect(errorOf(ty).message).toBe(errorMessage('relay.not.found', 'TY'));
  });

  it('answers 405 with the allowed methods when a known name is called with another one', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/wps/relay/TEST_addFavourite',
      headers: { language: 'EN' },
      payload: { nodeId: 'n1' },
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST, DELETE');
    expect(errorOf(response).code).toBe('method.not.allowed');

    const post = await app.inject({ method: 'POST', url: '/wps/relay/TEST_echo', payload: {} });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    const head = await app.inject({ method: 'HEAD', url: '/wps/relay/TEST_echo?pageNo=1' });
    expect(head.statusCode).toBe(200);
  });

  it('refuses bad input with 400 request.invalid naming the field', async () => {
    const response = await app.inject({
      url: '/wps/relay/TEST_echo?pageNo=0',
      headers: { merchant: 'DEMO', language: 'EN' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      success: false,
      code: 'request.invalid',
      field: 'pageNo',
      message: 'The field pageNo is not valid',
    });
  });

  it('answers a member-only relay without a session as every member route does (401)', async () => {
    const relay = await app.inject({
      method: 'POST',
      url: '/wps/relay/TEST_addFavourite',
      headers: { merchant: 'DEMO' },
      payload: { nodeId: 'n1' },
    });
    const wallet = await app.inject({ url: '/wps/wallets/balance', headers: { merchant: 'DEMO' } });
    expect(relay.statusCode).toBe(401);
    expect(errorOf(relay)).toEqual(errorOf(wallet));
    expect(errorOf(relay).code).toBe('login.not.session');
  });

  it('gives a member-only relay the signed-in member, by POST and by DELETE', async () => {
    const db = (await sharedDatabase()).db;
    const member = await insertTestMember(db, { prefix: 'relay' });
    const token = await tokenFor(db, member);
    for (const method of ['POST', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: '/wps/relay/TEST_addFavourite',
        headers: { merchant: 'DEMO', authorization: token },
        payload: { nodeId: 'n7' },
      });
      expect(valueOf(response, Favourite.answer)).toEqual({
        nodeId: 'n7',
        account: member.account,
      });
    }
  });

  it('refuses a relay whose white-label module is off with 403 no.permission', async () => {
    expect(
      (await app.inject({ url: '/wps/relay/TEST_inbox', headers: { merchant: 'DEMO' } }))
        .statusCode,
    ).toBe(200);
    await switches.module('INBOX3', false);
    const response = await app.inject({
      url: '/wps/relay/TEST_inbox',
      headers: { merchant: 'DEMO' },
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('no.permission');
  });

  it('limits calls per address with the relay limit, 429 past it', async () => {
    const call = () =>
      app.inject({
        url: '/wps/relay/TEST_limited',
        headers: { merchant: 'DEMO' },
        remoteAddress: '198.51.100.23',
      });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('too.many.requests');
  });

  it('refuses a second registration of one name', async () => {
    await expect(
      buildTestApp({
        extend(scope) {
          scope.addRelay(Gated, () => 1);
          scope.addRelay(Gated, () => 2);
        },
      }),
    ).rejects.toThrow('relay TEST_inbox is registered twice');
  });
});
