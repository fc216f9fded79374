import {
  DEPOSIT_MAX_PENDING,
  DEPOSIT_PATHS,
  DepositChannels,
  DepositCreateResult,
  Inbox,
  MEMBER_TYPE,
  OperatorDeposit,
  OperatorDepositDecision,
} from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorOf, valueOf } from '../../../test/http.js';
import { checkInvariants } from '../../../test/ledger-invariants.js';
import { operatorHeaders } from '../../../test/operator.js';
import { depositKit, OPERATOR, freshKey } from './deposit.routes.test-kit.js';

describe('deposits: channels, requests and the operator decision', () => {
  const kit = depositKit();
  const { member, create, deposit, balance, approve, reject, rowsOf } = kit;

  it('lists the demo channels with their limits, fees and payees', async () => {
    const who = await member();
    const { channels } = valueOf(
      await kit.app.inject({ url: DEPOSIT_PATHS.channels, headers: who.headers }),
      DepositChannels,
    );
    expect(channels.map((c) => c.code)).toEqual(['BANK', 'GCASH', 'MAYA', 'DEMO']);
    expect(channels[0]).toMatchObject({
      kind: 'bank',
      feeMode: 'none',
      payee: { provider: 'BDO Unibank' },
    });
    expect(channels[1]).toMatchObject({ feeMode: 'percent', feeValue: 150, minAmount: 10_000 });
    expect(channels[3]).toMatchObject({ kind: 'demo', payee: null });
  });

  it('refuses guests (401) and free-trial accounts (403 free_reject) on every call', async () => {
    const trial = await member(MEMBER_TYPE.TRIAL, 'DEMOTRIAL');
    const calls = [
      { method: 'GET' as const, url: DEPOSIT_PATHS.channels },
      { method: 'GET' as const, url: DEPOSIT_PATHS.requests },
      {
        method: 'POST' as const,
        url: DEPOSIT_PATHS.requests,
        payload: { channelCode: 'DEMO', amount: 100_000, idempotencyKey: freshKey() },
      },
      { method: 'POST' as const, url: DEPOSIT_PATHS.cancel, payload: { id: 1 } },
    ];
    for (const call of calls) {
      const guest = await kit.app.inject({ ...call, headers: { merchant: 'DEMO' } });
      expect(guest.statusCode, call.url).toBe(401);
      const refused = await kit.app.inject({ ...call, headers: trial.headers });
      expect(refused.statusCode, call.url).toBe(403);
      expect(errorOf(refused).code).toBe('free_reject');
    }
    expect(await rowsOf(trial.id)).toEqual([]);
  });

  it('creates a pending request with its fee, a unique reference and the payee', async () => {
    const who = await member();
    const first = await deposit(who, 'GCASH', 100_000);
    expect(first).toMatchObject({
      status: 'pending',
      amount: 100_000,
      fee: 1_500,
      credit: 98_500,
      replayed: false,
      payee: { provider: 'GCash' },
      decidedAt: null,
    });
    expect(first.reference).toMatch(/^PP[2-9A-HJ-NP-Z]{10}$/);
    const second = await deposit(who, 'MAYA', 100_000);
    expect(second).toMatchObject({ fee: 500, credit: 99_500 });
    expect(second.reference).not.toBe(first.reference);
    // Nothing moves before an operator approves.
    expect(await balance(who)).toBe(0);
  });

  it('answers one request for one idempotency key, in the body or the header, even at once', async () => {
    const who = await member();
    const key = freshKey();
    const payload = { channelCode: 'BANK', amount: 500_000, idempotencyKey: key };
    const answers = await Promise.all([create(who, payload), create(who, payload)]);
    const results = answers.map((answer) => valueOf(answer, DepositCreateResult));
    expect(results[0]?.id).toBe(results[1]?.id);
    expect(results.map((r) => r.replayed).sort()).toEqual([false, true]);

    const viaHeader = await create(
      who,
      { channelCode: 'BANK', amount: 500_000 },
      { 'idempotency-key': key },
    );
    expect(valueOf(viaHeader, DepositCreateResult)).toMatchObject({
      id: results[0]?.id,
      replayed: true,
    });
    expect(await rowsOf(who.id)).toHaveLength(1);

    // The same key for another amount is refused; a missing or contradictory key too.
    const other = await create(who, { ...payload, amount: 600_000 });
    expect(other.statusCode).toBe(409);
    expect(errorOf(other)).toMatchObject({ code: 'idempotency.conflict', field: 'idempotencyKey' });
    const missing = await create(who, { channelCode: 'BANK', amount: 500_000 });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toMatchObject({
      code: 'idempotency.key.required',
      field: 'idempotencyKey',
    });
    const contradicting = await create(who, payload, { 'idempotency-key': freshKey() });
    expect(errorOf(contradicting)).toMatchObject({
      code: 'request.invalid',
      field: 'idempotencyKey',
    });
    expect(await rowsOf(who.id)).toHaveLength(1);
  });

  it('refuses bad input naming the field, in the caller language, and stores nothing', async () => {
    const who = await member();
    const low = await create(who, { channelCode: 'BANK', amount: 100, idempotencyKey: freshKey() });
    expect(low.statusCode).toBe(400);
    expect(errorOf(low)).toMatchObject({
      code: 'deposit.amount.limit',
      field: 'amount',
      message: 'Dapat mula ₱500.00 hanggang ₱50,000.00 ang halaga para sa channel na ito',
    });
    const high = await kit.app.inject({
      method: 'POST',
      url: DEPOSIT_PATHS.requests,
      headers: { ...who.headers, language: 'EN' },
      payload: { channelCode: 'GCASH', amount: 2_000_001, idempotencyKey: freshKey() },
    });
    expect(errorOf(high).message).toBe(
      'The amount must be from ₱100.00 to ₱20,000.00 for this channel',
    );
    const unknown = await create(who, {
      channelCode: 'NOPE',
      amount: 100_000,
      idempotencyKey: freshKey(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toMatchObject({
      code: 'deposit.channel.not.found',
      field: 'channelCode',
    });
    const fraction = await create(who, {
      channelCode: 'BANK',
      amount: 500_000.5,
      idempotencyKey: freshKey(),
    });
    expect(errorOf(fraction)).toMatchObject({ code: 'request.invalid', field: 'amount' });
    expect(await rowsOf(who.id)).toEqual([]);
  });

  it(`holds at most ${DEPOSIT_MAX_PENDING} pending requests per member`, async () => {
    const who = await member();
    for (let i = 0; i < DEPOSIT_MAX_PENDING; i += 1) await deposit(who, 'GCASH');
    const refused = await create(who, {
      channelCode: 'GCASH',
      amount: 100_000,
      idempotencyKey: freshKey(),
    });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('deposit.pending.limit');
  });

  it('credits the wallet once on approval, however often approval is sent, and tells the member', async () => {
    const who = await member();
    const request = await deposit(who, 'GCASH', 200_000);
    const answers = await Promise.all([approve(request.id), approve(request.id)]);
    const decisions = answers.map((answer) => valueOf(answer, OperatorDepositDecision));
    expect(decisions.map((d) => d.status)).toEqual(['approved', 'approved']);
    expect(decisions.map((d) => d.replayed).sort()).toEqual([false, true]);
    const again = valueOf(await approve(request.id), OperatorDepositDecision);
    expect(again).toMatchObject({ status: 'approved', replayed: true, account: who.account });

    expect(await balance(who)).toBe(1_970); // 2,000.00 − 1.5 %
    await checkInvariants(kit.db);
    const [row] = await rowsOf(who.id);
    expect(row?.creditTransactionId).toBeTypeOf('number');

    // A decided request takes no other decision, and the member cannot cancel it.
    const late = await reject(request.id);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).code).toBe('deposit.not.pending');
    const cancel = await kit.app.inject({
      method: 'POST',
      url: DEPOSIT_PATHS.cancel,
      headers: who.headers,
      payload: { id: request.id },
    });
    expect(errorOf(cancel).code).toBe('deposit.not.pending');
    expect(await balance(who)).toBe(1_970);

    const inbox = valueOf(
      await kit.app.inject({
        url: '/wps/relay/CSP_getInbox',
        headers: { ...who.headers, language: 'EN' },
      }),
      Inbox,
    );
    expect(inbox.list).toHaveLength(1);
    expect(inbox.list[0]).toMatchObject({ title: 'Deposit approved', sender: 'Cashier' });
    expect(inbox.list[0]?.content).toContain(request.reference);
  });

  it('credits the demo merchant’s instant channel at once, once, through the approval path', async () => {
    const who = await member();
    const key = freshKey();
    const payload = { channelCode: 'DEMO', amount: 100_000, idempotencyKey: key };
    const [first, again] = await Promise.all([create(who, payload), create(who, payload)]);
    const answers = [first, again].map((r) => valueOf(r, DepositCreateResult));
    expect(answers.map((a) => a.status)).toEqual(['approved', 'approved']);
    expect(answers.map((a) => a.replayed).sort()).toEqual([false, true]);
    expect(answers[0]?.decidedAt).not.toBeNull();
    expect(await balance(who)).toBe(1_000);
    // Nothing waits for the cashier, and the cashier's approval is a replay that pays nothing.
    const queue = valueOf(
      await kit.app.inject({ url: OPERATOR, headers: operatorHeaders }),
      z.array(OperatorDeposit),
    );
    expect(queue.some((r) => r.account === who.account)).toBe(false);
    expect(valueOf(await approve(answers[0]!.id), OperatorDepositDecision).replayed).toBe(true);
    expect(await balance(who)).toBe(1_000);
    const [row] = await rowsOf(who.id);
    expect(row).toMatchObject({ status: 'approved' });
    expect(row?.creditTransactionId).not.toBeNull();
  });
});
