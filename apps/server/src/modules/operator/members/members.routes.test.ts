import {
  Adjustment,
  AuditEntry,
  MemberNote,
  OPERATOR_AUDIT_PATH,
  OperatorMemberAction,
  OperatorMemberDetail,
  OperatorMemberPage,
} from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { createAccount, postLogin } from '../../../../test/accounts.js';
import { errorOf, valueOf } from '../../../../test/http.js';
import { checkInvariants } from '../../../../test/ledger-invariants.js';
import { insertDemoCopy } from '../../../../test/merchants.js';
import { operatorHeaders } from '../../../../test/operator.js';
import { staffSession } from '../../../../test/operators.js';
import { buildTestApp, sharedDatabase } from '../../../../test/test-app.js';

describe('the operator API of members and adjustments', () => {
  let app: App;
  let db: Db;
  let code: string;
  beforeAll(async () => {
    db = (await sharedDatabase()).db;
    app = await buildTestApp();
    ({ code } = await insertDemoCopy(db, 'OPR'));
  });
  afterEach(() => checkInvariants(db));
  afterAll(() => app.close());

  const base = () => `/operator/merchants/${code}`;
  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

  it('refuses no token (403) and a bad query (400), and 404s an unknown member', async () => {
    expect((await app.inject({ url: `${base()}/members` })).statusCode).toBe(403);
    const bad = await app.inject({ url: `${base()}/members?size=1000`, headers: operatorHeaders });
    expect(bad.statusCode).toBe(400);
    const missing = await app.inject({
      url: `${base()}/members/999999999`,
      headers: operatorHeaders,
    });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe('operator.member.not.found');
  });

  it('searches and details a member; an auditor reads, but may not lock', async () => {
    const member = await createAccount({ merchantCode: code, account: 'Routeplayer1' });
    const auditor = await staffSession(app, 'auditor');
    const page = valueOf(
      await app.inject({ url: `${base()}/members?q=routeplayer`, headers: auditor.headers }),
      OperatorMemberPage,
    );
    expect(page.items.map((row) => row.id)).toEqual([member.id]);
    const detail = valueOf(
      await app.inject({ url: `${base()}/members/${member.id}`, headers: auditor.headers }),
      OperatorMemberDetail,
    );
    expect(detail).toMatchObject({ account: 'Routeplayer1', balances: { cash: 0 } });
    const refused = await post(`${base()}/members/${member.id}/lock`, auditor.headers, {
      reason: 'Not mine to lock',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('locks (sign-in refused), unlocks, signs out and resets the password, each logged once', async () => {
    const member = await createAccount({ merchantCode: code });
    const owner = await staffSession(app, 'owner');
    const url = `${base()}/members/${member.id}`;
    const locked = valueOf(
      await post(`${url}/lock`, owner.headers, { reason: 'Shared account' }),
      OperatorMemberAction,
    );
    expect(locked).toEqual({ id: member.id, disabled: true, signedOut: 0 });
    const login = (password: string) =>
      postLogin(app, { username: member.account, password, headers: { merchant: code } });
    expect(errorOf(await login(member.password)).code).toBe('login.failed');
    // An unlock says why, as a lock does.
    expect((await post(`${url}/unlock`, owner.headers)).statusCode).toBe(400);
    expect((await post(`${url}/unlock`, owner.headers, { reason: 'ID checked' })).statusCode).toBe(
      200,
    );
    expect((await login(member.password)).statusCode).toBe(200);
    const out = valueOf(await post(`${url}/sign-out`, owner.headers), OperatorMemberAction);
    expect(out.signedOut).toBe(1);
    const short = await post(`${url}/password`, owner.headers, { password: '123' });
    expect(short.statusCode).toBe(400);
    // The merchant's password rule, as for a member's own new password: a letter and a digit.
    const weak = await post(`${url}/password`, owner.headers, { password: 'abcdefgh' });
    expect(errorOf(weak)).toMatchObject({ code: 'password.format', field: 'password' });
    expect(
      (await post(`${url}/password`, owner.headers, { password: 'Panibago135' })).statusCode,
    ).toBe(200);
    expect((await login('Panibago135')).statusCode).toBe(200);

    const log = valueOf(
      await app.inject({
        url: `${OPERATOR_AUDIT_PATH}?actor=${owner.username}&action=member.`,
        headers: operatorHeaders,
      }),
      z.array(AuditEntry),
    );
    expect(log.map((line) => [line.action, line.target])).toEqual([
      ['member.password.reset', `member:${member.id}`],
      ['member.signed.out', `member:${member.id}`],
      ['member.unlocked', `member:${member.id}`],
      ['member.locked', `member:${member.id}`],
    ]);
    // decisionRoute: the guard wrote no second line of its own for these changes.
    const all = valueOf(
      await app.inject({
        url: `${OPERATOR_AUDIT_PATH}?actor=${owner.username}`,
        headers: operatorHeaders,
      }),
      z.array(AuditEntry),
    );
    expect(all.filter((line) => line.action.startsWith('POST '))).toEqual([]);
  });

  it('keeps the staff’s notes on a member, newest first, with their author; an auditor writes none', async () => {
    const member = await createAccount({ merchantCode: code });
    const [support, auditor] = [
      await staffSession(app, 'support'),
      await staffSession(app, 'auditor'),
    ];
    const url = `${base()}/members/${member.id}`;
    const short = await post(`${url}/notes`, support.headers, { body: 'ok' });
    expect(errorOf(short).field).toBe('body');
    const written = valueOf(
      await post(`${url}/notes`, support.headers, { body: '  Called about a late deposit  ' }),
      MemberNote,
    );
    expect(written).toMatchObject({
      kind: 'note',
      body: 'Called about a late deposit',
      author: support.username,
    });
    expect(
      (await post(`${url}/notes`, auditor.headers, { body: 'Not mine to write' })).statusCode,
    ).toBe(403);
    expect(
      (await post(`${base()}/members/999999999/notes`, support.headers, { body: 'Nobody' }))
        .statusCode,
    ).toBe(404);
    const detail = valueOf(
      await app.inject({ url, headers: auditor.headers }),
      OperatorMemberDetail,
    );
    expect(detail.notes.map((note) => [note.kind, note.body, note.author])).toEqual([
      ['note', 'Called about a late deposit', support.username],
    ]);
    expect(detail.history).toEqual({
      depositsApproved: 0,
      depositsRejected: 0,
      withdrawalsPaid: 0,
      withdrawalsRejected: 0,
    });
  });

  it('lets support lock but not adjust, and finance adjust but not lock', async () => {
    const member = await createAccount({ merchantCode: code });
    const [support, finance] = [
      await staffSession(app, 'support'),
      await staffSession(app, 'finance'),
    ];
    const url = `${base()}/members/${member.id}`;
    const credit = { amount: 100, reason: 'Goodwill', idempotencyKey: `roles-${member.id}` };
    expect((await post(`${url}/adjustments`, support.headers, credit)).statusCode).toBe(403);
    expect((await post(`${url}/lock`, finance.headers, { reason: 'Not mine' })).statusCode).toBe(
      403,
    );
    expect(
      (await post(`${url}/lock`, support.headers, { reason: 'Shared account' })).statusCode,
    ).toBe(200);
    expect((await post(`${url}/adjustments`, finance.headers, credit)).statusCode).toBe(200);
  });

  it('adjusts: below the threshold at once, above it on a second operator’s approval', async () => {
    const member = await createAccount({ merchantCode: code });
    await app.inject({
      method: 'PUT',
      url: `${base()}/four-eyes`,
      headers: operatorHeaders,
      payload: { thresholdMinor: 100_000 },
    });
    const [ana, ben] = [await staffSession(app, 'owner'), await staffSession(app, 'owner')];
    const adjust = (headers: Record<string, string>, body: object) =>
      post(`${base()}/members/${member.id}/adjustments`, headers, body);

    const small = { amount: 5_000, reason: 'Goodwill', idempotencyKey: `r-${member.id}-1` };
    const applied = valueOf(await adjust(ana.headers, small), Adjustment);
    expect(applied).toMatchObject({ status: 'applied', balanceAfter: 5_000 });
    expect(valueOf(await adjust(ana.headers, small), Adjustment)).toMatchObject({
      id: applied.id,
      replayed: true,
    });
    expect((await adjust(ana.headers, { ...small, amount: 0 })).statusCode).toBe(400);
    expect((await adjust(ana.headers, { ...small, reason: 'x' })).statusCode).toBe(400);
    const debit = await adjust(ana.headers, {
      amount: -5_001,
      reason: 'Reverse',
      idempotencyKey: `r-${member.id}-2`,
    });
    expect(debit.statusCode).toBe(409);
    expect(errorOf(debit).code).toBe('adjustment.insufficient');

    const large = { amount: 150_000, reason: 'Lost deposit', idempotencyKey: `r-${member.id}-3` };
    const waiting = valueOf(await adjust(ana.headers, large), Adjustment);
    expect(waiting).toMatchObject({ status: 'pending', approvedBy: [ana.username] });
    const queue = valueOf(
      await app.inject({ url: `${base()}/adjustments?status=pending`, headers: ben.headers }),
      z.array(Adjustment),
    );
    expect(queue.map((row) => row.id)).toEqual([waiting.id]);
    const again = await post(`${base()}/adjustments/${waiting.id}/approve`, ana.headers);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('operator.second.approver');
    const done = valueOf(
      await post(`${base()}/adjustments/${waiting.id}/approve`, ben.headers),
      Adjustment,
    );
    expect(done).toMatchObject({ status: 'applied', balanceAfter: 155_000 });
    const history = valueOf(
      await app.inject({ url: `${base()}/members/${member.id}/adjustments`, headers: ben.headers }),
      z.array(Adjustment),
    );
    expect(history.map((row) => [row.status, row.amount, row.requestedBy])).toEqual([
      ['applied', 150_000, ana.username],
      ['applied', 5_000, ana.username],
    ]);
    const rejectLater = await post(`${base()}/adjustments/${waiting.id}/reject`, ben.headers, {
      reason: 'Too late',
    });
    expect(errorOf(rejectLater).code).toBe('adjustment.not.pending');
    const log = valueOf(
      await app.inject({
        url: `${OPERATOR_AUDIT_PATH}?action=adjustment.&actor=${ben.username}`,
        headers: operatorHeaders,
      }),
      z.array(AuditEntry),
    );
    expect(log.map((line) => [line.action, line.target])).toEqual([
      ['adjustment.applied', `adjustment:${waiting.id}`],
    ]);
    await app.inject({
      method: 'PUT',
      url: `${base()}/four-eyes`,
      headers: operatorHeaders,
      payload: { thresholdMinor: null },
    });
  });
});
