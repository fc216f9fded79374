import {
  OPERATOR_ACCOUNTS_PATH,
  OPERATOR_API_KEYS_PATH,
  OPERATOR_AUDIT_PATH,
  OPERATOR_ME_PATH,
  OPERATOR_SESSION_PATH,
  OPERATOR_TOTP_PATH,
  AuditEntry,
  CreatedApiKey,
  OperatorAccount,
  OperatorApiKey,
  OperatorSession,
  TotpEnrolment,
  type OperatorRole,
} from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '@/app.js';
import { errorOf, valueOf } from '../../../../test/http.js';
import { TEST_OWNER } from '../../../../test/operators.js';
import { buildTestApp, sharedDatabase } from '../../../../test/test-app.js';
import { openDatabase, type Database } from '@/db/client.js';
import { seedIfEmpty } from '@/db/seed/index.js';
import { accountsKit, bearer, bootstrap, PASSWORD, unique } from './accounts.routes.test-kit.js';
import { codeAt, stepAt } from './totp.js';

describe('operator accounts: sign-in, a second factor, lock-out, API keys and an owner’s changes', () => {
  const kit = accountsKit();
  const { create, login, signedIn } = kit;

  it('lets an owner create accounts, signs them in apart from members, and logs who did it', async () => {
    const username = unique('owner');
    const created = valueOf(await create(username, 'owner'), OperatorAccount);
    expect(created).toMatchObject({ username, role: 'owner', totpEnabled: false });
    expect(errorOf(await create(username, 'finance')).code).toBe('operator.username.taken');
    const session = valueOf(await login(username), OperatorSession);
    expect(session.token).toMatch(/^[\w-]{43}$/);
    const me = await kit.app.inject({ url: OPERATOR_ME_PATH, headers: bearer(session.token) });
    expect(valueOf(me, OperatorAccount)).toMatchObject({ username, role: 'owner' });
    // The session's token is stored hashed only.
    const { db } = await sharedDatabase();
    const stored = await db.execute(sql`SELECT token_hash FROM operator_sessions`);
    expect(JSON.stringify(stored)).not.toContain(session.token);
    // A member's token is not an operator's.
    expect(
      (await kit.app.inject({ url: OPERATOR_ME_PATH, headers: bearer('x'.repeat(43)) })).statusCode,
    ).toBe(403);

    const log = valueOf(
      await kit.app.inject({
        url: `${OPERATOR_AUDIT_PATH}?action=operator.`,
        headers: bearer(session.token),
      }),
      z.array(AuditEntry),
    );
    expect(log).toContainEqual(
      expect.objectContaining({
        actor: TEST_OWNER,
        action: 'operator.create',
        target: `operator:${username}`,
        after: { username, role: 'owner' },
      }),
    );
    expect(log).toContainEqual(
      expect.objectContaining({ actor: username, action: 'operator.login' }),
    );
  });

  it('asks for the TOTP code once it is set up, takes each code once', async () => {
    const { username, token } = await signedIn('finance');
    const enrolment = valueOf(
      await kit.app.inject({ method: 'POST', url: OPERATOR_TOTP_PATH, headers: bearer(token) }),
      TotpEnrolment,
    );
    expect(enrolment.uri).toContain(`secret=${enrolment.secret}`);
    // Stored sealed (AES-256-GCM), never as the secret itself.
    const { db } = await sharedDatabase();
    const stored = await db.execute(
      sql`SELECT totp_secret FROM operators WHERE username = ${username}`,
    );
    expect(JSON.stringify(stored)).toMatch(/"totp_secret":"g1\./);
    expect(JSON.stringify(stored)).not.toContain(enrolment.secret);
    const step = stepAt(new Date());
    const confirm = (code: string) =>
      kit.app.inject({
        method: 'POST',
        url: `${OPERATOR_TOTP_PATH}/confirm`,
        headers: bearer(token),
        payload: { code },
      });
    expect(errorOf(await confirm(codeAt(enrolment.secret, step - 5))).code).toBe(
      'operator.totp.invalid',
    );
    expect(
      valueOf(await confirm(codeAt(enrolment.secret, step)), OperatorAccount).totpEnabled,
    ).toBe(true);

    expect(errorOf(await login(username)).code).toBe('operator.totp.required');
    // The step confirmed with is used: its code does not sign in again; the next one does, once.
    expect(errorOf(await login(username, PASSWORD, codeAt(enrolment.secret, step))).code).toBe(
      'operator.totp.invalid',
    );
    const next = codeAt(enrolment.secret, step + 1);
    expect((await login(username, PASSWORD, next)).statusCode).toBe(200);
    expect(errorOf(await login(username, PASSWORD, next)).code).toBe('operator.totp.invalid');
  });

  it('locks an account after five failures in a row, the right password too', async () => {
    const username = unique('support');
    await create(username, 'support');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(errorOf(await login(username, 'wrong password!')).code).toBe('operator.login.failed');
    }
    const locked = await login(username);
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked).code).toBe('operator.locked');
    expect(errorOf(await login(unique('nobody'))).code).toBe('operator.login.failed');
    // Wrong guesses sent at once each count: five together lock the account too.
    const burst = unique('support');
    await create(burst, 'support');
    await Promise.all(Array.from({ length: 5 }, () => login(burst, 'wrong password!')));
    expect(errorOf(await login(burst)).code).toBe('operator.locked');
  });

  it('gives an operator API keys of their own that act as them, shown once and revoked by them', async () => {
    const { db } = await sharedDatabase();
    const { username, token } = await signedIn('content');
    const made = valueOf(
      await kit.app.inject({
        method: 'POST',
        url: OPERATOR_API_KEYS_PATH,
        headers: bearer(token),
        payload: { name: 'nightly banners' },
      }),
      CreatedApiKey,
    );
    expect(made.key).toMatch(/^opk_[\w-]{43}$/);
    expect(made.key.startsWith(made.prefix)).toBe(true);
    const stored = await db.execute(sql`SELECT key_hash, prefix FROM operator_api_keys`);
    expect(JSON.stringify(stored)).not.toContain(made.key);
    // The key acts as its operator: their reads, their changes, not more.
    const me = await kit.app.inject({ url: OPERATOR_ME_PATH, headers: bearer(made.key) });
    expect(valueOf(me, OperatorAccount)).toMatchObject({ username, role: 'content' });
    const maintenance = await kit.app.inject({
      method: 'PUT',
      url: '/operator/merchants/DEMO/maintenance',
      headers: bearer(made.key),
      payload: { enabled: false },
    });
    expect(maintenance.statusCode).toBe(403);
    const listed = valueOf(
      await kit.app.inject({ url: OPERATOR_API_KEYS_PATH, headers: bearer(token) }),
      z.array(OperatorApiKey),
    );
    expect(listed).toEqual([expect.objectContaining({ id: made.id, name: 'nightly banners' })]);
    expect(JSON.stringify(listed)).not.toContain(made.key);
    expect(listed[0]?.lastUsedAt).not.toBeNull();
    // Someone else cannot revoke it; its owner can, and it stops at once.
    const other = await signedIn('content');
    const revoke = (as: string) =>
      kit.app.inject({
        method: 'DELETE',
        url: `${OPERATOR_API_KEYS_PATH}/${made.id}`,
        headers: bearer(as),
      });
    expect(errorOf(await revoke(other.token)).code).toBe('operator.key.not.found');
    expect((await revoke(token)).statusCode).toBe(200);
    expect(
      (await kit.app.inject({ url: OPERATOR_ME_PATH, headers: bearer(made.key) })).statusCode,
    ).toBe(403);
  });

  it('lets an owner change a role, disable an account, reset a password or a second factor', async () => {
    const owner = await signedIn('owner');
    const staff = await signedIn('finance');
    const patch = (payload: object, as = owner.token, username = staff.username) =>
      kit.app.inject({
        method: 'PATCH',
        url: `${OPERATOR_ACCOUNTS_PATH}/${username}`,
        headers: bearer(as),
        payload,
      });
    const me = (token: string) => kit.app.inject({ url: OPERATOR_ME_PATH, headers: bearer(token) });
    expect((await patch({ role: 'owner' }, staff.token)).statusCode).toBe(403);
    expect(errorOf(await patch({})).code).toBe('request.invalid');
    expect(errorOf(await patch({ role: 'risk' }, owner.token, 'nobody-here')).code).toBe(
      'operator.not.found',
    );
    expect(valueOf(await patch({ role: 'risk' }), OperatorAccount).role).toBe('risk');
    // A new role is in force on the session already open.
    expect(valueOf(await me(staff.token), OperatorAccount).role).toBe('risk');
    // Disabled: signed out at once, and no sign-in; enabled again with a new password.
    expect(valueOf(await patch({ disabled: true }), OperatorAccount).disabled).toBe(true);
    expect((await me(staff.token)).statusCode).toBe(403);
    expect(errorOf(await login(staff.username)).code).toBe('operator.login.failed');
    await patch({ disabled: false, password: 'a brand new passphrase' });
    expect(errorOf(await login(staff.username)).code).toBe('operator.login.failed');
    expect((await login(staff.username, 'a brand new passphrase')).statusCode).toBe(200);
    const log = valueOf(
      await kit.app.inject({
        url: `${OPERATOR_AUDIT_PATH}?actor=${owner.username}&action=operator.update`,
        headers: bearer(owner.token),
      }),
      z.array(AuditEntry),
    );
    expect(log.map((line) => line.after)).toEqual([
      { role: 'risk', disabled: false, password: 'reset' },
      { role: 'risk', disabled: true },
      { role: 'risk', disabled: false },
    ]);
    expect(JSON.stringify(log)).not.toContain('brand new');
  });
});

describe('the bootstrap token: it makes the first owner, then it is refused', () => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    // A database of its own with no staff: the shared one has the test owner.
    database = await openDatabase({});
    await seedIfEmpty(database.db);
    app = await buildTestApp({ database, withoutTestOwner: true });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('acts as an owner until an owner account exists, and never after', async () => {
    const me = await app.inject({ url: OPERATOR_ME_PATH, headers: bootstrap });
    expect(valueOf(me, OperatorAccount)).toMatchObject({ username: 'bootstrap-token' });
    // It is no one's: it keeps no keys.
    const key = await app.inject({
      method: 'POST',
      url: OPERATOR_API_KEYS_PATH,
      headers: bootstrap,
      payload: { name: 'x' },
    });
    expect(errorOf(key).code).toBe('no.permission');
    // A finance account does not close it; the first owner does.
    const create = (username: string, role: OperatorRole) =>
      app.inject({
        method: 'POST',
        url: OPERATOR_ACCOUNTS_PATH,
        headers: bootstrap,
        payload: { username, password: PASSWORD, role },
      });
    expect((await create('cashier', 'finance')).statusCode).toBe(200);
    expect((await create('ana', 'owner')).statusCode).toBe(200);
    const refused = await create('ben', 'owner');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('operator.bootstrap.closed');
    expect(errorOf(await app.inject({ url: OPERATOR_ME_PATH, headers: bootstrap })).code).toBe(
      'operator.bootstrap.closed',
    );
    // The owner it made signs in; the log names the token as the author of both accounts.
    const session = await app.inject({
      method: 'POST',
      url: OPERATOR_SESSION_PATH,
      payload: { username: 'ana', password: PASSWORD },
    });
    const { token } = valueOf(session, OperatorSession);
    const log = valueOf(
      await app.inject({
        url: `${OPERATOR_AUDIT_PATH}?action=operator.create`,
        headers: bearer(token),
      }),
      z.array(AuditEntry),
    );
    expect(log.map((line) => [line.actor, line.target])).toEqual([
      ['bootstrap-token', 'operator:ana'],
      ['bootstrap-token', 'operator:cashier'],
    ]);
    // The only owner stays one, and enabled.
    const update = (payload: object) =>
      app.inject({
        method: 'PATCH',
        url: `${OPERATOR_ACCOUNTS_PATH}/ana`,
        headers: bearer(token),
        payload,
      });
    expect(errorOf(await update({ disabled: true })).code).toBe('operator.last.owner');
    expect(errorOf(await update({ role: 'finance' })).code).toBe('operator.last.owner');
    expect((await update({ role: 'owner' })).statusCode).toBe(200);
  });
});
