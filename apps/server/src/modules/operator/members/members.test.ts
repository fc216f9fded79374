import { OperatorMemberDetail, OperatorMemberPage, type OperatorMemberQuery } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { bankCards, members, sessions } from '@/db/schema/index.js';
import type { DecisionAudit } from '@/lib/decision-audit.js';
import { createSessions } from '@/modules/session/index.js';
import { createLedgerService } from '@/modules/wallet/index.js';
import { createAccount, postLogin } from '../../../../test/accounts.js';
import { errorOf } from '../../../../test/http.js';
import { checkInvariants } from '../../../../test/ledger-invariants.js';
import { tokenFor } from '../../../../test/ledger-fixtures.js';
import { insertDemoCopy } from '../../../../test/merchants.js';
import { buildTestApp, sharedDatabase } from '../../../../test/test-app.js';
import { insertWithdrawer } from '../../../../test/withdraw.js';
import { createOperatorMembers, type OperatorMembers } from './index.js';

/** An audit that keeps what it is told, as the operator guard's would write it. */
function keptAudit(actor: string) {
  const lines: { action: string; target: string; after: unknown }[] = [];
  const audit = Object.assign(
    (_tx: unknown, change: { action: string; target: string; after: unknown }) => {
      lines.push(change);
      return Promise.resolve();
    },
    { author: { actor, operatorId: null } },
  ) as DecisionAudit;
  return { audit, lines };
}

const query = (q: Partial<OperatorMemberQuery> = {}): OperatorMemberQuery => ({
  page: 1,
  size: 20,
  ...q,
});

describe('operator members: search, detail and sign-in changes on a merchant of its own', () => {
  let app: App;
  let db: Db;
  let service: OperatorMembers;
  let code: string;
  let merchantId: number;
  beforeAll(async () => {
    app = await buildTestApp();
    db = (await sharedDatabase()).db;
    service = createOperatorMembers({ db });
    ({ code, merchantId } = await insertDemoCopy(db, 'OPM'));
  });
  afterEach(() => checkInvariants(db));
  afterAll(() => app.close());

  it('finds members by account prefix in any case, mobile, e-mail, payee name or id, newest first', async () => {
    const agent = await createAccount({ merchantCode: code, type: 2, account: 'Bossagent1' });
    const first = await createAccount({
      merchantCode: code,
      account: 'Mariaclara1',
      mobileNum: '9171234567',
      countryDialingCode: '63',
      email: 'Maria@Example.ph',
      upline: agent,
    });
    const second = await createAccount({ merchantCode: code, account: 'mariaclara2' });
    await db.update(members).set({ payeeName: 'Maria Clara' }).where(eq(members.id, second.id));
    await createLedgerService({ db }).credit(
      merchantId,
      first.id,
      12_345n,
      'house_test',
      `opm-${first.id}`,
    );

    const byPrefix = OperatorMemberPage.parse(
      await service.search(merchantId, query({ q: 'MARIACLARA' })),
    );
    expect(byPrefix.total).toBe(2);
    expect(byPrefix.items.map((row) => row.id)).toEqual([second.id, first.id]);
    expect(byPrefix.items[1]).toMatchObject({
      account: 'Mariaclara1',
      type: 'player',
      uplineAccount: 'Bossagent1',
      cash: 12_345,
      disabled: false,
      lastLoginAt: null,
    });
    const ids = async (q: string) =>
      (await service.search(merchantId, query({ q }))).items.map((row) => row.id);
    expect(await ids('9171234567')).toEqual([first.id]);
    expect(await ids('maria@example.ph')).toEqual([first.id]);
    expect(await ids('maria clara')).toEqual([second.id]);
    expect(await ids(String(agent.id))).toEqual([agent.id]);
    expect(await ids('mariaclara_')).toEqual([]);
    const agents = await service.search(merchantId, query({ type: 'agents' }));
    expect(agents.items.map((row) => [row.id, row.type])).toEqual([[agent.id, 'agent_player']]);
    const paged = await service.search(merchantId, query({ page: 2, size: 1 }));
    expect(paged).toMatchObject({ total: 3, page: 2, size: 1 });
    expect(paged.items.map((row) => row.id)).toEqual([first.id]);
    // Another merchant's members are never found.
    expect((await service.search(merchantId, query({ q: 'wd' }))).total).toBe(0);
  });

  it('details balances, ledger, sessions, masked cards and duplicate-account hints', async () => {
    const who = await insertWithdrawer(db, { cash: 50_000, merchantCode: code, prefix: 'dup' });
    const twin = await insertWithdrawer(db, { cash: 0, merchantCode: code, prefix: 'dup' });
    const sameIp = await createAccount({ merchantCode: code });
    const sameCard = await createAccount({ merchantCode: code });
    await db.update(members).set({ registerIp: '203.0.113.9' }).where(eq(members.id, who.id));
    await db.update(members).set({ registerIp: '203.0.113.9' }).where(eq(members.id, sameIp.id));
    await db.insert(bankCards).values({
      memberId: sameCard.id,
      bankCode: 'GCASH',
      accountName: 'Someone Else',
      accountNumber: who.card.accountNumber,
    });
    const stranger = await insertDemoCopy(db, 'OPX');
    await insertWithdrawer(db, { cash: 0, merchantCode: stranger.code, prefix: 'dup' });

    const detail = OperatorMemberDetail.parse(await service.detail(merchantId, who.id));
    expect(detail).toMatchObject({
      id: who.id,
      payeeName: 'Juan Dela Cruz',
      balances: { cash: 50_000, held: 0, bonus: 0 },
      lifetime: { deposited: 0, withdrawn: 0 },
      turnoverLeft: 0,
      sessions: { live: 1, lastIp: '127.0.0.1' },
    });
    expect(detail.ledger).toEqual([
      expect.objectContaining({ amount: 50_000, balanceAfter: 50_000, kind: 'test' }),
    ]);
    expect(detail.cards).toEqual([
      expect.objectContaining({
        bankCode: 'GCASH',
        accountNumber: `*******${who.card.accountNumber.slice(-4)}`,
      }),
    ]);
    expect(detail.responsibleGaming.break).toBeNull();
    expect(detail.duplicates).toEqual([
      { id: sameCard.id, account: sameCard.account, reasons: ['card'] },
      { id: sameIp.id, account: sameIp.account, reasons: ['ip'] },
      // Both signed in from this test's address and client: the same device.
      { id: twin.id, account: twin.account, reasons: ['device', 'payee'] },
    ]);
    const missing = await service.detail(merchantId, 2 ** 40).catch((error: unknown) => error);
    expect(missing).toMatchObject({ code: 'operator.member.not.found' });
    const elsewhere = await service.detail(stranger.merchantId, who.id).catch((e: unknown) => e);
    expect(elsewhere).toMatchObject({ code: 'operator.member.not.found' });
  });

  it('locks a member: signed out everywhere, sign-in refused, and unlocked signs in again', async () => {
    const member = await createAccount({ merchantCode: code });
    const token = await tokenFor(db, member);
    const login = () =>
      postLogin(app, {
        username: member.account,
        password: member.password,
        headers: { merchant: code },
      });
    const { audit, lines } = keptAudit('ana');

    expect(await service.lock(merchantId, member.id, 'Chargeback fraud', audit)).toEqual({
      id: member.id,
      disabled: true,
      signedOut: 1,
    });
    expect(await createSessions({ db }).resolve(token)).toBeUndefined();
    expect(errorOf(await login()).code).toBe('login.failed');
    expect(lines).toEqual([
      expect.objectContaining({
        action: 'member.locked',
        target: `member:${member.id}`,
        after: { disabled: true, signedOut: 1, reason: 'Chargeback fraud' },
      }),
    ]);
    expect(
      (await service.search(merchantId, query({ q: member.account }))).items[0]?.disabled,
    ).toBe(true);

    const locked = await service.detail(merchantId, member.id);
    expect(locked.lockReason).toBe('Chargeback fraud');
    expect(locked.notes).toEqual([
      expect.objectContaining({ kind: 'lock', body: 'Chargeback fraud', author: 'ana' }),
    ]);

    await service.unlock(merchantId, member.id, 'Bank confirmed the payment', audit);
    expect((await login()).statusCode).toBe(200);
    expect(lines.map((line) => line.action)).toEqual(['member.locked', 'member.unlocked']);
    const unlocked = await service.detail(merchantId, member.id);
    expect(unlocked.lockReason).toBeNull();
    expect(unlocked.notes.map((note) => [note.kind, note.body])).toEqual([
      ['unlock', 'Bank confirmed the payment'],
      ['lock', 'Chargeback fraud'],
    ]);
  });

  it('signs a member out everywhere, and sets a new password that signs out too', async () => {
    const member = await createAccount({ merchantCode: code });
    const tokens = [await tokenFor(db, member), await tokenFor(db, member)];
    const { audit, lines } = keptAudit('ben');
    expect((await service.signOut(merchantId, member.id, audit)).signedOut).toBe(2);
    for (const token of tokens) expect(await createSessions({ db }).resolve(token)).toBeUndefined();

    const again = await tokenFor(db, member);
    const reset = await service.setPassword(merchantId, member.id, 'Bagong2468', audit);
    expect(reset).toEqual({ id: member.id, disabled: false, signedOut: 1 });
    expect(await createSessions({ db }).resolve(again)).toBeUndefined();
    const login = (password: string) =>
      postLogin(app, { username: member.account, password, headers: { merchant: code } });
    expect((await login('Bagong2468')).statusCode).toBe(200);
    expect(lines.map((line) => line.action)).toEqual([
      'member.signed.out',
      'member.password.reset',
    ]);
    expect(JSON.stringify(lines)).not.toContain('Bagong2468');
    const live = await db.select().from(sessions).where(eq(sessions.memberId, member.id));
    expect(live.filter((row) => row.revokedAt === null)).toHaveLength(1);
  });
});
