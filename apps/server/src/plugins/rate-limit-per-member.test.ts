import { ok } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createAccount, signIn } from '../../test/accounts.js';
import { errorOf } from '../../test/http.js';
import { buildTestApp } from '../../test/test-app.js';
import type { App } from '../app.js';
import { perMember } from './auth.js';

const LIMITED = '/wps/test/per-member';

describe('a rate limit per member', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({
      extend: (scope) => {
        scope.post(
          LIMITED,
          { config: { auth: 'member', rateLimit: perMember(2, '1 minute') } },
          async () => ok(null),
        );
      },
    });
  });
  afterAll(() => app.close());

  const post = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: LIMITED, headers, remoteAddress: '203.0.113.9' });

  it('counts each member apart, from one address, and refuses the third with too.many.requests', async () => {
    const first = authHeaders((await signIn(app, await createAccount())).token);
    const second = authHeaders((await signIn(app, await createAccount())).token);
    expect((await post(first)).statusCode).toBe(200);
    expect((await post(first)).statusCode).toBe(200);
    const refused = await post(first);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('too.many.requests');
    // Another member behind the same address still has their own count.
    expect((await post(second)).statusCode).toBe(200);
  });

  it('asks a guest to log in before counting anything', async () => {
    const response = await post({});
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('login.not.session');
  });
});
