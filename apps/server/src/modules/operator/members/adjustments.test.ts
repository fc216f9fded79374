import { Adjustment } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client.js';
import {
  balanceAdjustments,
  ledgerAccounts,
  ledgerTransactions,
  merchantSettings,
} from '@/db/schema/index.js';
import type { DecisionAudit } from '@/lib/decision-audit.js';
import { createLedgerService } from '@/modules/wallet/index.js';
import { checkInvariants } from '../../../../test/ledger-invariants.js';
import { insertTestMember } from '../../../../test/ledger-fixtures.js';
import { insertDemoCopy } from '../../../../test/merchants.js';
import { sharedDatabase } from '../../../../test/test-app.js';
import { createOperatorMembers, HOUSE_ADJUSTMENTS, type OperatorMembers } from './index.js';

/** ₱1,000.00: adjustments above it wait for a second operator. */
const THRESHOLD = 100_000;

function auditOf(actor: string) {
  const actions: string[] = [];
  const audit = Object.assign(
    (_tx: unknown, change: { action: string }) => {
      actions.push(change.action);
      return Promise.resolve();
    },
    { author: { actor, operatorId: null } },
  ) as DecisionAudit;
  return { audit, actions };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

describe('balance adjustments: applied at once below the threshold, four eyes above it', () => {
  let db: Db;
  let adjustments: OperatorMembers['adjustments'];
  let merchantId: number;
  let code: string;
  beforeAll(async () => {
    db = (await sharedDatabase()).db;
    adjustments = createOperatorMembers({ db }).adjustments;
    ({ code, merchantId } = await insertDemoCopy(db, 'ADJ'));
    await db
      .update(merchantSettings)
      .set({ fourEyesMinor: THRESHOLD })
      .where(eq(merchantSettings.merchantId, merchantId));
  });
  afterEach(() => checkInvariants(db));
  afterAll(() => undefined);

  const cashOf = (memberId: number) =>
    createLedgerService({ db }).balanceOf(memberId, merchantId).then(Number);
  const member = async (cash = 0) => {
    const row = await insertTestMember(db, { merchantCode: code, prefix: 'adj' });
    if (cash > 0) {
      await createLedgerService({ db }).credit(
        merchantId,
        row.id,
        BigInt(cash),
        'house_test',
        `adj-cash:${row.id}`,
      );
    }
    return row;
  };
  const houseBalance = async () => {
    const [row] = await db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(
        and(eq(ledgerAccounts.merchantId, merchantId), eq(ledgerAccounts.kind, HOUSE_ADJUSTMENTS)),
      );
    return Number(row?.balance ?? 0);
  };

  it('applies one at or below the threshold at once, once for a replayed key', async () => {
    const who = await member();
    const { audit, actions } = auditOf('ana');
    const body = { amount: THRESHOLD, reason: 'Goodwill credit', idempotencyKey: 'adj-small-1' };
    const first = Adjustment.parse(await adjustments.create(merchantId, who.id, body, audit));
    expect(first).toMatchObject({
      status: 'applied',
      amount: THRESHOLD,
      requestedBy: 'ana',
      decidedBy: 'ana',
      approvedBy: [],
      balanceAfter: THRESHOLD,
      replayed: false,
    });
    const again = await adjustments.create(merchantId, who.id, body, audit);
    expect(again).toMatchObject({ id: first.id, status: 'applied', replayed: true });
    expect(await cashOf(who.id)).toBe(THRESHOLD);
    expect(actions).toEqual(['adjustment.applied']);
    const other = await refusal(
      adjustments.create(merchantId, who.id, { ...body, amount: 5 }, audit),
    );
    expect(other).toMatchObject({ code: 'idempotency.conflict' });

    const debit = await adjustments.create(
      merchantId,
      who.id,
      { amount: -30_000, reason: 'Duplicate credit', idempotencyKey: 'adj-small-2' },
      audit,
    );
    expect(debit).toMatchObject({ status: 'applied', balanceAfter: 70_000 });
    const rows = await db
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.merchantId, merchantId),
          eq(ledgerTransactions.kind, 'adjustment'),
        ),
      );
    expect(rows.map((row) => row.memo).sort()).toEqual(['Duplicate credit', 'Goodwill credit']);
  });

  it('makes one adjustment of two requests with one key sent at once', async () => {
    const who = await member();
    const body = { amount: 2_500, reason: 'Goodwill credit', idempotencyKey: 'adj-race-1' };
    const answers = await Promise.all([
      adjustments.create(merchantId, who.id, body, auditOf('ana').audit),
      adjustments.create(merchantId, who.id, body, auditOf('ana').audit),
    ]);
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect(answers.map((answer) => answer.replayed).sort()).toEqual([false, true]);
    expect(await cashOf(who.id)).toBe(2_500);
  });

  it('keeps one above the threshold waiting; the same operator may not approve it, another applies it', async () => {
    const who = await member();
    const ana = auditOf('ana');
    const ben = auditOf('ben');
    const body = { amount: THRESHOLD + 1, reason: 'Lost deposit', idempotencyKey: 'adj-large-1' };
    const waiting = await adjustments.create(merchantId, who.id, body, ana.audit);
    expect(waiting).toMatchObject({ status: 'pending', approvedBy: ['ana'], balanceAfter: null });
    expect(await cashOf(who.id)).toBe(0);
    const pending = await adjustments.list(merchantId, { status: 'pending' });
    expect(pending.map((row) => [row.id, row.requestedBy, row.approvedBy])).toEqual([
      [waiting.id, 'ana', ['ana']],
    ]);

    const same = await refusal(adjustments.approve(merchantId, waiting.id, ana.audit));
    expect(same).toMatchObject({ code: 'operator.second.approver' });
    expect(await cashOf(who.id)).toBe(0);

    const applied = await adjustments.approve(merchantId, waiting.id, ben.audit);
    expect(applied).toMatchObject({
      status: 'applied',
      approvedBy: ['ana', 'ben'],
      decidedBy: 'ben',
      balanceAfter: THRESHOLD + 1,
    });
    expect(await cashOf(who.id)).toBe(THRESHOLD + 1);
    const replay = await adjustments.approve(merchantId, waiting.id, ana.audit);
    expect(replay).toMatchObject({ status: 'applied', replayed: true });
    expect(await cashOf(who.id)).toBe(THRESHOLD + 1);
    expect(ana.actions).toEqual(['adjustment.requested']);
    expect(ben.actions).toEqual(['adjustment.applied']);
    expect(await adjustments.list(merchantId, { status: 'pending' })).toEqual([]);
    const history = await adjustments.list(merchantId, { memberId: who.id });
    expect(history.map((row) => [row.status, row.approvedBy])).toEqual([
      ['applied', ['ana', 'ben']],
    ]);
  });

  it('rejects a waiting one with a reason: nothing moves, and it takes no approval after', async () => {
    const who = await member(10_000);
    const body = { amount: -(THRESHOLD + 5), reason: 'Bonus abuse', idempotencyKey: 'adj-large-2' };
    const waiting = await adjustments.create(merchantId, who.id, body, auditOf('ana').audit);
    const rejected = await adjustments.reject(
      merchantId,
      waiting.id,
      'Not proven',
      auditOf('ben').audit,
    );
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejectReason: 'Not proven',
      decidedBy: 'ben',
    });
    const late = await refusal(adjustments.approve(merchantId, waiting.id, auditOf('cy').audit));
    expect(late).toMatchObject({ code: 'adjustment.not.pending' });
    expect(await cashOf(who.id)).toBe(10_000);
  });

  it('refuses a debit below zero and changes nothing, at once or on approval', async () => {
    const who = await member(20_000);
    const house = await houseBalance();
    const body = { amount: -20_001, reason: 'Reverse credit', idempotencyKey: 'adj-debit-1' };
    const refused = await refusal(
      adjustments.create(merchantId, who.id, body, auditOf('ana').audit),
    );
    expect(refused).toMatchObject({
      code: 'adjustment.insufficient',
      details: { params: { balance: '200.00' } },
    });
    expect(await cashOf(who.id)).toBe(20_000);
    expect(await houseBalance()).toBe(house);
    const kept = await db
      .select()
      .from(balanceAdjustments)
      .where(eq(balanceAdjustments.idempotencyKey, body.idempotencyKey));
    expect(kept).toEqual([]);

    // Above the threshold: it waits, and the second approval is refused while cash cannot cover it.
    const large = {
      amount: -(THRESHOLD + 1),
      reason: 'Reverse credit',
      idempotencyKey: 'adj-debit-2',
    };
    const waiting = await adjustments.create(merchantId, who.id, large, auditOf('ana').audit);
    const short = await refusal(adjustments.approve(merchantId, waiting.id, auditOf('ben').audit));
    expect(short).toMatchObject({ code: 'adjustment.insufficient' });
    const [still] = await adjustments.list(merchantId, { memberId: who.id });
    expect(still).toMatchObject({ status: 'pending', approvedBy: ['ana'] });
    expect(await cashOf(who.id)).toBe(20_000);
  });

  it('refuses an unknown member, and adjustments of another merchant', async () => {
    const who = await member();
    const stranger = await insertDemoCopy(db, 'ADX');
    const body = { amount: 100, reason: 'Test credit', idempotencyKey: 'adj-elsewhere' };
    const refused = await refusal(
      adjustments.create(stranger.merchantId, who.id, body, auditOf('ana').audit),
    );
    expect(refused).toMatchObject({ code: 'operator.member.not.found' });
    const [row] = await adjustments.list(merchantId, {});
    const missing = await refusal(
      adjustments.approve(stranger.merchantId, row?.id ?? 0, auditOf('ben').audit),
    );
    expect(missing).toMatchObject({ code: 'adjustment.not.found' });
  });
});
