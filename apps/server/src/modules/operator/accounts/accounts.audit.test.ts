import {
  OPERATOR_AUDIT_PATH,
  OPERATOR_ROLES,
  OPERATOR_SESSION_PATH,
  ROLE_PERMISSIONS as ROLE_PERMS,
  AuditEntry,
  DEPOSIT_PATHS,
  DepositCreateResult,
} from '@app/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '@/app.js';
import { authHeaders, freshIp } from '../../../../test/accounts.js';
import { insertTestMember, tokenFor } from '../../../../test/ledger-fixtures.js';
import { errorOf, valueOf } from '../../../../test/http.js';
import { sharedDatabase } from '../../../../test/test-app.js';
import { accountsKit, bearer, unique } from './accounts.routes.test-kit.js';
import { permissionOf } from './permissions.js';

/** Every route of the operator API with its methods, read from the router's own listing. */
function operatorRoutes(app: App): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack[depth] = match[2] ?? '';
    const url = stack.join('');
    if (!match[3] || !url.startsWith('/operator/')) continue;
    for (const method of match[3].split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url });
    }
  }
  return routes;
}

describe('operator accounts: what each role may change, and the audit log of who changed what', () => {
  const kit = accountsKit();
  const { signedIn } = kit;

  // Every operator route × every role: hundreds of requests, longer than one test's default.
  it(
    'lets each role change only what its permissions name, and every role read (every route × role)',
    { timeout: 90_000 },
    async () => {
      const routes = operatorRoutes(kit.app);
      expect(routes.length).toBeGreaterThan(50);
      for (const role of OPERATOR_ROLES) {
        const { token } = await signedIn(role);
        for (const { method, url } of routes) {
          if (url === OPERATOR_SESSION_PATH) continue; // sign-in and sign-out: tested above
          const needs = permissionOf(method, url);
          const allowed =
            needs === 'read' ||
            needs === 'self' ||
            role === 'owner' ||
            (needs !== 'owner' && (ROLE_PERMS[role] as readonly string[]).includes(needs));
          // An unknown merchant and made-up ids: a call let through changes nothing.
          const path = url.replace(':merchantCode', 'NOPE').replace(/:[a-zA-Z]+/g, '0');
          const response = await kit.app.inject({
            method: method as 'GET',
            url: path,
            headers: bearer(token),
            remoteAddress: freshIp(),
          });
          const refused = response.statusCode === 403 && errorOf(response).code === 'no.permission';
          expect({ role, method, url, refused }).toEqual({ role, method, url, refused: !allowed });
        }
      }
    },
  );

  it('logs a money decision with its author in the decision’s own transaction, once', async () => {
    const { db } = await sharedDatabase();
    const member = await insertTestMember(db, { prefix: 'aud' });
    const created = await kit.app.inject({
      method: 'POST',
      url: DEPOSIT_PATHS.requests,
      headers: authHeaders(await tokenFor(db, member)),
      payload: { channelCode: 'GCASH', amount: 50_000, idempotencyKey: unique('key') },
    });
    const { id } = valueOf(created, DepositCreateResult);
    const approve = (token: string) =>
      kit.app.inject({
        method: 'POST',
        url: `/operator/merchants/DEMO/deposits/${id}/approve`,
        headers: bearer(token),
      });
    const content = await signedIn('content');
    expect((await approve(content.token)).statusCode).toBe(403);
    const finance = await signedIn('finance');
    expect((await approve(finance.token)).statusCode).toBe(200);
    expect((await approve(finance.token)).statusCode).toBe(200); // a replay decides nothing
    await new Promise((resolve) => setTimeout(resolve, 100)); // the guard's own log, were it to write
    const lines = async () =>
      valueOf(
        await kit.app.inject({
          url: `${OPERATOR_AUDIT_PATH}?actor=${finance.username}`,
          headers: bearer(finance.token),
        }),
        z.array(AuditEntry),
      ).filter((line) => line.action !== 'operator.login');
    expect(await lines()).toEqual([
      expect.objectContaining({
        role: 'finance',
        action: 'deposit.approved',
        target: `deposit:${id}`,
        before: { status: 'pending' },
        after: expect.objectContaining({ status: 'approved', memberId: member.id }),
      }),
    ]);
  });

  it('keeps the audit log append-only: the database refuses to change or delete a line', async () => {
    const { db } = await sharedDatabase();
    const refusal = (query: ReturnType<typeof sql>) =>
      db.execute(query).then(
        () => 'changed',
        (error: unknown) => {
          const { cause, message } = error as Error;
          return (cause as Error | undefined)?.message ?? message;
        },
      );
    expect(await refusal(sql`UPDATE operator_audit SET actor = 'someone else'`)).toMatch(
      /append-only: UPDATE refused/,
    );
    expect(await refusal(sql`DELETE FROM operator_audit`)).toMatch(/append-only: DELETE refused/);
    expect(await refusal(sql`TRUNCATE operator_audit`)).toMatch(/append-only: TRUNCATE refused/);
  });

  it('logs a change made through the API with its author and role', async () => {
    const { username, token } = await signedIn('content');
    const refused = await kit.app.inject({
      method: 'PUT',
      url: '/operator/merchants/DEMO/maintenance',
      headers: bearer(token),
      payload: { enabled: false },
    });
    expect(refused.statusCode).toBe(403);
    const hot = await kit.app.inject({
      method: 'PUT',
      url: '/operator/merchants/DEMO/games/vendors/NOPE',
      headers: bearer(token),
      payload: {},
    });
    expect(hot.statusCode).not.toBe(403);
    const owner = await signedIn('owner');
    const done = await kit.app.inject({
      method: 'PUT',
      url: '/operator/merchants/DEMO/vip-benefit-display',
      headers: bearer(owner.token),
      payload: { enabled: true },
    });
    expect(done.statusCode).toBe(200);
    // Written once the answer has gone out (onResponse).
    const changes = async () =>
      valueOf(
        await kit.app.inject({
          url: `${OPERATOR_AUDIT_PATH}?actor=${owner.username}&action=PUT`,
          headers: bearer(token),
        }),
        z.array(AuditEntry),
      );
    await expect.poll(async () => (await changes()).length).toBe(1);
    expect((await changes())[0]).toMatchObject({
      actor: owner.username,
      role: 'owner',
      action: 'PUT /operator/merchants/:merchantCode/vip-benefit-display',
      target: JSON.stringify({ merchantCode: 'DEMO' }),
    });
    expect(username).toBeTruthy();
  });
});
