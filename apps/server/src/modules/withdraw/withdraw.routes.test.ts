import {
  Inbox,
  MEMBER_TYPE,
  OperatorWithdrawal,
  OperatorWithdrawalDecision,
  WITHDRAW_LIMITS,
  WITHDRAW_PATHS,
  WithdrawCreateResult,
  WithdrawRequest,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { members } from '@/db/schema/index.js';
import { createLedgerService, MEMBER_CASH } from '../wallet/index.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { betOf, diceBet } from '../../../test/inhouse.js';
import { approvedDeposit } from '../../../test/deposits.js';
import { operatorHeaders, operatorSwitches } from '../../../test/operator.js';
import { withdrawKit, OPERATOR } from './withdraw.routes.test-kit.js';

describe('withdrawals: held at once, paid or given back once, never below zero', () => {
  const kit = withdrawKit();
  const { member, create, body, withdraw, info, list, cancel, pay, reject, rowsOf, money } = kit;

  it('refuses guests (401) and free-trial accounts (403 free_reject) on every call', async () => {
    const trial = await member(0, MEMBER_TYPE.TRIAL, 'DEMOTRIAL');
    const calls = [
      { method: 'GET' as const, url: WITHDRAW_PATHS.info },
      { method: 'GET' as const, url: WITHDRAW_PATHS.requests },
      { method: 'POST' as const, url: WITHDRAW_PATHS.requests, payload: body(trial, 100_000) },
      { method: 'POST' as const, url: WITHDRAW_PATHS.cancel, payload: { id: 1 } },
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

  it('tells what may be withdrawn: the balance, nothing held, no turnover due, the limits', async () => {
    const who = await member(123_456);
    expect(await info(who)).toEqual({
      available: 123_456,
      held: 0,
      turnover: { required: 0, wagered: 0, remaining: 0 },
      limits: { ...WITHDRAW_LIMITS },
      today: { count: 0, amount: 0 },
      pending: 0,
      paymentPasswordSet: true,
      withdrawable: 123_456,
      bonus: { balance: 0, required: 0, wagered: 0 },
    });
  });

  it('holds the amount at once, to a masked payee, and a retried key is the same request', async () => {
    const who = await member(500_000);
    const payload = body(who, 150_000);
    const first = valueOf(await create(who, payload), WithdrawCreateResult);
    expect(first).toMatchObject({
      amount: 150_000,
      status: 'pending',
      replayed: false,
      decidedAt: null,
      payee: {
        bankCode: 'GCASH',
        bankName: 'GCash',
        kind: 'EWALLET',
        accountName: 'Juan Dela Cruz',
      },
    });
    expect(first.reference).toMatch(/^PW[2-9A-HJ-NP-Z]{10}$/);
    expect(first.payee.accountNumber).toBe(`**** ${who.card.accountNumber.slice(-4)}`);
    expect(await money(who)).toEqual({ available: 350_000, held: 150_000 });

    const again = valueOf(await create(who, payload), WithdrawCreateResult);
    expect(again).toMatchObject({ id: first.id, replayed: true });
    const changed = await create(who, { ...payload, amount: 140_000 });
    expect(errorOf(changed)).toMatchObject({
      code: 'idempotency.conflict',
      field: 'idempotencyKey',
    });
    expect(await money(who)).toEqual({ available: 350_000, held: 150_000 });
    expect(await rowsOf(who.id)).toHaveLength(1);
    expect((await list(who)).list.map((r) => r.id)).toEqual([first.id]);
  });

  it('refuses a bad request with its field and message, holding nothing', async () => {
    const who = await member(300_000);
    const other = await member(300_000);
    const cases: [object, string, string | undefined][] = [
      [{ bankCardId: other.cardId }, 'bankcard.not.found', 'bankCardId'],
      [{ amount: WITHDRAW_LIMITS.minAmount - 1 }, 'withdraw.amount.limit', 'amount'],
      [{ amount: WITHDRAW_LIMITS.maxAmount + 1 }, 'withdraw.amount.limit', 'amount'],
      [{ paymentPassword: '111111' }, 'payment.password.incorrect', 'paymentPassword'],
      [{ amount: 300_001 }, 'wallet.insufficient', 'amount'],
    ];
    for (const [change, code, field] of cases) {
      const refused = await create(who, body(who, 100_000, change));
      expect(errorOf(refused), code).toMatchObject({ code, field });
    }
    const english = await kit.app.inject({
      method: 'POST',
      url: WITHDRAW_PATHS.requests,
      headers: { ...who.headers, language: 'EN' },
      payload: body(who, 5),
    });
    expect(errorOf(english).message).toBe('The amount must be from ₱100.00 to ₱50,000.00');
    const noKey = await create(who, { ...body(who, 100_000), idempotencyKey: undefined });
    expect(errorOf(noKey).code).toBe('idempotency.key.required');
    expect(await rowsOf(who.id)).toEqual([]);
    expect(await money(who)).toEqual({ available: 300_000, held: 0 });
  });

  it('closes asking and withdrawing when the operator turns withdrawals off; requests made stay the member’s', async () => {
    const who = await member(500_000);
    const retryOf = body(who, 100_000);
    const made = valueOf(await create(who, retryOf), WithdrawCreateResult);
    const switches = operatorSwitches(kit.app);
    await switches.withdrawal(false);
    try {
      for (const call of [
        { method: 'GET' as const, url: WITHDRAW_PATHS.info },
        { method: 'POST' as const, url: WITHDRAW_PATHS.requests, payload: body(who, 100_000) },
      ]) {
        const refused = await kit.app.inject({ ...call, headers: who.headers });
        expect(refused.statusCode, call.url).toBe(403);
        expect(errorOf(refused)).toMatchObject({ code: 'no.permission' });
      }
      // A retry of the request made before is answered with it, not refused.
      const retried = valueOf(await create(who, retryOf), WithdrawCreateResult);
      expect(retried).toMatchObject({ id: made.id, replayed: true });
      // What was asked before stays readable, and the member may still take it back.
      expect((await list(who)).list.map((request) => request.id)).toEqual([made.id]);
      expect(valueOf(await cancel(who, made.id), WithdrawRequest).status).toBe('cancelled');
    } finally {
      await switches.restore();
    }
    // Only the cancel moved money: the refused request held nothing.
    expect(await money(who)).toEqual({ available: 500_000, held: 0 });
    expect((await withdraw(who, 100_000)).status).toBe('pending');
  });

  it('asks for a payment password first when none is set', async () => {
    const who = await member(300_000);
    await kit.db.update(members).set({ paymentPasswordHash: null }).where(eq(members.id, who.id));
    expect((await info(who)).paymentPasswordSet).toBe(false);
    const refused = await create(who, body(who, 100_000));
    expect(errorOf(refused)).toMatchObject({ code: 'payment.password.unset' });
    expect(await rowsOf(who.id)).toEqual([]);
  });

  it('pays once: the hold leaves the books, a repeat is replayed, no other decision after', async () => {
    const who = await member(500_000);
    const request = await withdraw(who, 200_000);

    const listed = valueOf(
      await kit.app.inject({ url: OPERATOR, headers: operatorHeaders }),
      z.array(OperatorWithdrawal),
    );
    const mine = listed.find((r) => r.id === request.id);
    // The operator pays to the whole number.
    expect(mine).toMatchObject({ account: who.account, status: 'pending' });
    expect(mine?.payee.accountNumber).toBe(who.card.accountNumber);

    const paid = valueOf(await pay(request.id), OperatorWithdrawalDecision);
    expect(paid).toMatchObject({ status: 'paid', replayed: false });
    expect(valueOf(await pay(request.id), OperatorWithdrawalDecision).replayed).toBe(true);
    expect(errorOf(await reject(request.id)).code).toBe('withdraw.not.pending');
    expect(errorOf(await cancel(who, request.id)).code).toBe('withdraw.not.pending');
    expect(await money(who)).toEqual({ available: 300_000, held: 0 });
    expect((await info(who)).today).toEqual({ count: 1, amount: 200_000 });

    const inbox = valueOf(
      await kit.app.inject({
        url: '/wps/relay/CSP_getInbox',
        headers: { ...who.headers, language: 'EN' },
      }),
      Inbox,
    );
    expect(inbox.list[0]).toMatchObject({ title: 'Withdrawal paid', sender: 'Cashier' });
    expect(inbox.list[0]?.content).toContain(request.reference);
  });

  it('gives the amount back on rejection or the member’s cancel, and another member finds nothing', async () => {
    const who = await member(500_000);
    const stranger = await member(0);
    const rejected = await withdraw(who, 100_000);
    expect(valueOf(await reject(rejected.id), OperatorWithdrawalDecision)).toMatchObject({
      status: 'rejected',
      rejectReason: 'Name does not match the account',
    });
    expect(await money(who)).toEqual({ available: 500_000, held: 0 });

    const mine = await withdraw(who, 120_000);
    const theirs = await cancel(stranger, mine.id);
    expect(theirs.statusCode).toBe(404);
    expect(errorOf(theirs).code).toBe('withdraw.not.found');
    expect((await list(stranger)).list).toEqual([]);
    expect(await money(who)).toEqual({ available: 380_000, held: 120_000 });

    const cancelled = valueOf(await cancel(who, mine.id), WithdrawRequest);
    expect(cancelled.status).toBe('cancelled');
    expect(await money(who)).toEqual({ available: 500_000, held: 0 });
    // Rejected and cancelled requests do not count against the day's limits.
    expect((await info(who)).today).toEqual({ count: 0, amount: 0 });
    const rejectedOnly = await list(who, '?status=rejected');
    expect(rejectedOnly.list.map((r) => r.rejectReason)).toEqual([
      'Name does not match the account',
    ]);
  });

  it('keeps one request in process, and the day to its count and total', async () => {
    const who = await member(30_000_000);
    const first = await withdraw(who, 100_000);
    const second = await create(who, body(who, 100_000));
    expect(errorOf(second).code).toBe('withdraw.pending.limit');
    await pay(first.id);

    for (let i = 0; i < 4; i += 1) await pay((await withdraw(who, 4_000_000)).id);
    // Five today: 100,000 + 4 × 4,000,000.
    const sixth = await create(who, body(who, 100_000));
    expect(errorOf(sixth)).toMatchObject({ code: 'withdraw.daily.count' });
    expect((await info(who)).today).toEqual({ count: 5, amount: 16_100_000 });
  });

  it('refuses more than the day’s total, saying what is left', async () => {
    const who = await member(30_000_000);
    for (let i = 0; i < 3; i += 1) await pay((await withdraw(who, WITHDRAW_LIMITS.maxAmount)).id);
    await pay((await withdraw(who, 4_000_000)).id);
    const over = await kit.app.inject({
      method: 'POST',
      url: WITHDRAW_PATHS.requests,
      headers: { ...who.headers, language: 'EN' },
      payload: body(who, 1_500_000),
    });
    expect(errorOf(over)).toMatchObject({
      code: 'withdraw.daily.amount',
      field: 'amount',
      message: 'That is over the daily limit of ₱200,000.00: ₱10,000.00 is left for today',
    });
  });

  it('asks for a deposit to be played through: valid bets count, earlier bets do not', async () => {
    const who = await member(200_000);
    const dice = async (amount: number) =>
      betOf(
        await diceBet(
          kit.app,
          { id: who.id, merchantId: who.merchantId, headers: who.headers },
          { amount, target: 5_000, direction: 'under' },
        ),
      );
    // A bet before the deposit does not play it through.
    await dice(50_000);

    await approvedDeposit(kit.app, who, 100_000);
    expect((await info(who)).turnover).toEqual({
      required: 100_000,
      wagered: 0,
      remaining: 100_000,
    });

    await dice(50_000);
    expect((await info(who)).turnover.remaining).toBe(50_000);

    const early = await kit.app.inject({
      method: 'POST',
      url: WITHDRAW_PATHS.requests,
      headers: { ...who.headers, language: 'EN' },
      payload: body(who, 100_000),
    });
    expect(errorOf(early)).toMatchObject({
      code: 'withdraw.turnover',
      field: 'amount',
      message: 'Bet ₱500.00 more before withdrawing: deposits must be played through once',
    });
    expect(await rowsOf(who.id)).toEqual([]);

    await dice(50_000);
    expect((await info(who)).turnover.remaining).toBe(0);
    await withdraw(who, 100_000);
    // A withdrawal starts the count again.
    expect((await info(who)).turnover).toEqual({ required: 0, wagered: 0, remaining: 0 });
  });

  it('counts a dice stake towards turnover only up to a 66 % win chance (a 1.5× payout)', async () => {
    const who = await member(0);
    await approvedDeposit(kit.app, who, 100_000);
    const dice = async (target: number) =>
      betOf(
        await diceBet(
          kit.app,
          { id: who.id, merchantId: who.merchantId, headers: who.headers },
          { amount: 10_000, target, direction: 'under' },
        ),
      );
    await dice(9_800);
    await dice(6_601);
    expect((await info(who)).turnover.remaining).toBe(100_000);
    await dice(6_600);
    expect((await info(who)).turnover.remaining).toBe(90_000);
  });

  it('counts a lottery stake only once its draw settles it: the refund of an open bet owes nothing', async () => {
    const who = await member(200_000);
    await approvedDeposit(kit.app, who, 80_000);
    const ledger = createLedgerService({ db: kit.db });
    const lottery = (direction: 'stake' | 'refund', n: number) =>
      ledger.move({
        merchantId: who.merchantId,
        from:
          direction === 'stake'
            ? { memberId: who.id, kind: MEMBER_CASH }
            : { memberId: null, kind: 'house_test_bets' },
        to:
          direction === 'stake'
            ? { memberId: null, kind: 'house_test_bets' }
            : { memberId: who.id, kind: MEMBER_CASH },
        amountMinor: 80_000n,
        idempotencyKey: `wd-test-lottery:${who.id}:${n}`,
        kind: direction === 'stake' ? 'lottery_stake' : 'lottery_refund',
        memo: 'test lottery',
      });
    // An open bet plays nothing through (claim, then cancel, would otherwise pass the deposit).
    await lottery('stake', 1);
    const owed = { required: 80_000, wagered: 0, remaining: 80_000 };
    expect((await info(who)).turnover).toEqual(owed);
    expect(errorOf(await create(who, body(who, 100_000))).code).toBe('withdraw.turnover');
    // Refunded (cancelled): nothing to take back, still owed.
    await lottery('refund', 2);
    expect((await info(who)).turnover).toEqual(owed);
    expect(await money(who)).toEqual({ available: 280_000, held: 0 });
  });
});
