import {
  Inbox,
  MEMBER_TYPE,
  OperatorWithdrawal,
  OperatorWithdrawalDecision,
  WITHDRAW_LIMITS,
  WITHDRAW_PATHS,
  WithdrawCreateResult,
  WithdrawInfo,
  WithdrawPage,
  WithdrawRequest,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { bankCards, members, withdrawRequests } from '@/db/schema/index.js';
import { createLedgerService, MEMBER_CASH } from '../wallet/index.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { betOf, diceBet } from '../../../test/inhouse.js';
import { approvedDeposit } from '../../../test/deposits.js';
import { checkInvariants } from '../../../test/ledger-invariants.js';
import { operatorHeaders, operatorSwitches } from '../../../test/operator.js';
import { buildTestApp, sharedDatabase } from '../../../test/test-app.js';
import { insertWithdrawer, TEST_PAYMENT_PASSWORD } from '../../../test/withdraw.js';

const OPERATOR = '/operator/merchants/DEMO/withdrawals';
let keys = 0;
const freshKey = () => `wd-key-${Date.now()}-${(keys += 1)}`;

describe('withdrawals: held at once, paid or given back once, never below zero', () => {
  let app: App;
  let db: Db;

  beforeAll(async () => {
    app = await buildTestApp();
    db = (await sharedDatabase()).db;
  });
  afterEach(() => checkInvariants(db));
  afterAll(() => app.close());

  const member = (cash = 500_000, type: number = MEMBER_TYPE.PLAYER, merchantCode = 'DEMO') =>
    insertWithdrawer(db, { cash, type, merchantCode });
  type Member = Awaited<ReturnType<typeof member>>;

  const create = (who: Member, payload: object) =>
    app.inject({ method: 'POST', url: WITHDRAW_PATHS.requests, headers: who.headers, payload });
  const body = (who: Member, amount: number, extra: object = {}) => ({
    bankCardId: who.cardId,
    amount,
    paymentPassword: TEST_PAYMENT_PASSWORD,
    idempotencyKey: freshKey(),
    ...extra,
  });
  const withdraw = async (who: Member, amount = 100_000) =>
    valueOf(await create(who, body(who, amount)), WithdrawCreateResult);
  const info = async (who: Member) =>
    valueOf(await app.inject({ url: WITHDRAW_PATHS.info, headers: who.headers }), WithdrawInfo);
  const list = async (who: Member, query = '') =>
    valueOf(
      await app.inject({ url: `${WITHDRAW_PATHS.requests}${query}`, headers: who.headers }),
      WithdrawPage,
    );
  const cancel = (who: Member, id: number) =>
    app.inject({
      method: 'POST',
      url: WITHDRAW_PATHS.cancel,
      headers: who.headers,
      payload: { id },
    });
  const processing = (id: number) =>
    app.inject({ method: 'POST', url: `${OPERATOR}/${id}/process`, headers: operatorHeaders });
  const pay = (id: number) =>
    app.inject({ method: 'POST', url: `${OPERATOR}/${id}/pay`, headers: operatorHeaders });
  const reject = (id: number, reason = 'Name does not match the account') =>
    app.inject({
      method: 'POST',
      url: `${OPERATOR}/${id}/reject`,
      headers: operatorHeaders,
      payload: { reason },
    });
  const rowsOf = (memberId: number) =>
    db.select().from(withdrawRequests).where(eq(withdrawRequests.memberId, memberId));
  /** What the member's money adds up to: cash to play with, and held. */
  const money = async (who: Member) => {
    const { available, held } = await info(who);
    return { available, held };
  };

  it('refuses guests (401) and free-trial accounts (403 free_reject) on every call', async () => {
    const trial = await member(0, MEMBER_TYPE.TRIAL, 'DEMOTRIAL');
    const calls = [
      { method: 'GET' as const, url: WITHDRAW_PATHS.info },
      { method: 'GET' as const, url: WITHDRAW_PATHS.requests },
      { method: 'POST' as const, url: WITHDRAW_PATHS.requests, payload: body(trial, 100_000) },
      { method: 'POST' as const, url: WITHDRAW_PATHS.cancel, payload: { id: 1 } },
    ];
    for (const call of calls) {
      const guest = await app.inject({ ...call, headers: { merchant: 'DEMO' } });
      expect(guest.statusCode, call.url).toBe(401);
      const refused = await app.inject({ ...call, headers: trial.headers });
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
    const english = await app.inject({
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
    const switches = operatorSwitches(app);
    await switches.withdrawal(false);
    try {
      for (const call of [
        { method: 'GET' as const, url: WITHDRAW_PATHS.info },
        { method: 'POST' as const, url: WITHDRAW_PATHS.requests, payload: body(who, 100_000) },
      ]) {
        const refused = await app.inject({ ...call, headers: who.headers });
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
    await db.update(members).set({ paymentPasswordHash: null }).where(eq(members.id, who.id));
    expect((await info(who)).paymentPasswordSet).toBe(false);
    const refused = await create(who, body(who, 100_000));
    expect(errorOf(refused)).toMatchObject({ code: 'payment.password.unset' });
    expect(await rowsOf(who.id)).toEqual([]);
  });

  it('pays once: the hold leaves the books, a repeat is replayed, no other decision after', async () => {
    const who = await member(500_000);
    const request = await withdraw(who, 200_000);

    const listed = valueOf(
      await app.inject({ url: OPERATOR, headers: operatorHeaders }),
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
      await app.inject({
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
    const over = await app.inject({
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
          app,
          { id: who.id, merchantId: who.merchantId, headers: who.headers },
          { amount, target: 5_000, direction: 'under' },
        ),
      );
    // A bet before the deposit does not play it through.
    await dice(50_000);

    await approvedDeposit(app, who, 100_000);
    expect((await info(who)).turnover).toEqual({
      required: 100_000,
      wagered: 0,
      remaining: 100_000,
    });

    await dice(50_000);
    expect((await info(who)).turnover.remaining).toBe(50_000);

    const early = await app.inject({
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
    await approvedDeposit(app, who, 100_000);
    const dice = async (target: number) =>
      betOf(
        await diceBet(
          app,
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
    await approvedDeposit(app, who, 80_000);
    const ledger = createLedgerService({ db });
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

  it('answers a retried key with its request even after the card is removed', async () => {
    const who = await member(300_000);
    const payload = body(who, 100_000);
    const first = valueOf(await create(who, payload), WithdrawCreateResult);
    await db.delete(bankCards).where(eq(bankCards.id, who.cardId));
    const again = valueOf(await create(who, payload), WithdrawCreateResult);
    expect(again).toMatchObject({ id: first.id, replayed: true });
    expect(errorOf(await create(who, { ...payload, amount: 120_000 })).code).toBe(
      'idempotency.conflict',
    );
  });

  it('claims one for processing: no cancel then, still one in process, then paid once', async () => {
    const who = await member(500_000);
    const request = await withdraw(who, 200_000);

    const claimed = valueOf(await processing(request.id), OperatorWithdrawalDecision);
    expect(claimed).toMatchObject({ status: 'processing', replayed: false, decidedAt: null });
    expect(claimed.processingAt).toEqual(expect.any(Number));
    const again = valueOf(await processing(request.id), OperatorWithdrawalDecision);
    expect(again).toMatchObject({ status: 'processing', replayed: true });
    expect(again.processingAt).toBe(claimed.processingAt);

    // The member may no longer cancel it: refused, nothing changes.
    const refused = await app.inject({
      method: 'POST',
      url: WITHDRAW_PATHS.cancel,
      headers: { ...who.headers, language: 'EN' },
      payload: { id: request.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'withdraw.processing',
      message: 'The cashier is already paying this withdrawal: it can no longer be cancelled',
    });
    expect(await money(who)).toEqual({ available: 300_000, held: 200_000 });
    expect((await rowsOf(who.id)).map((r) => r.status)).toEqual(['processing']);

    // Still the member's one request in process, and counted in the day.
    expect(errorOf(await create(who, body(who, 100_000))).code).toBe('withdraw.pending.limit');
    expect(await info(who)).toMatchObject({ pending: 1, today: { count: 1, amount: 200_000 } });
    expect((await list(who, '?status=processing')).list.map((r) => r.id)).toEqual([request.id]);
    const queue = valueOf(
      await app.inject({ url: `${OPERATOR}?status=processing`, headers: operatorHeaders }),
      z.array(OperatorWithdrawal),
    );
    expect(queue.find((r) => r.id === request.id)).toMatchObject({ status: 'processing' });

    expect(valueOf(await pay(request.id), OperatorWithdrawalDecision)).toMatchObject({
      status: 'paid',
      replayed: false,
    });
    expect(errorOf(await processing(request.id)).code).toBe('withdraw.not.pending');
    expect(errorOf(await cancel(who, request.id)).code).toBe('withdraw.not.pending');
    expect(await money(who)).toEqual({ available: 300_000, held: 0 });

    const inbox = valueOf(
      await app.inject({
        url: '/wps/relay/CSP_getInbox',
        headers: { ...who.headers, language: 'EN' },
      }),
      Inbox,
    );
    expect(inbox.list.map((m) => m.title).sort()).toEqual([
      'Withdrawal being processed',
      'Withdrawal paid',
    ]);
  });

  it('gives the hold back when a processing one is rejected', async () => {
    const who = await member(500_000);
    const request = await withdraw(who, 150_000);
    await processing(request.id);
    expect(valueOf(await reject(request.id), OperatorWithdrawalDecision)).toMatchObject({
      status: 'rejected',
      rejectReason: 'Name does not match the account',
    });
    expect(await money(who)).toEqual({ available: 500_000, held: 0 });
    expect(await info(who)).toMatchObject({ pending: 0, today: { count: 0, amount: 0 } });
    const [row] = await rowsOf(who.id);
    expect(row?.processingAt).toBeInstanceOf(Date);
    expect(row?.decidedAt).toBeInstanceOf(Date);
  });

  it('a claim racing the member’s cancel: one of them, the money moved once', async () => {
    for (let round = 0; round < 4; round += 1) {
      const who = await member(300_000);
      const request = await withdraw(who, 100_000);
      const [claim, cancelled] = await Promise.all([
        processing(request.id),
        cancel(who, request.id),
      ]);
      const [row] = await rowsOf(who.id);
      if (cancelled.statusCode === 200) {
        expect(errorOf(claim).code).toBe('withdraw.not.pending');
        expect(row).toMatchObject({ status: 'cancelled', processingAt: null });
        expect(await money(who)).toEqual({ available: 300_000, held: 0 });
      } else {
        expect(claim.statusCode).toBe(200);
        expect(errorOf(cancelled).code).toBe('withdraw.processing');
        expect(row?.status).toBe('processing');
        expect(await money(who)).toEqual({ available: 200_000, held: 100_000 });
        await pay(request.id);
      }
    }
  });

  it('claims, payments, rejections and cancels racing: one outcome, the hold moved out once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const who = await member(300_000);
      const request = await withdraw(who, 100_000);
      const answers = await Promise.all([
        processing(request.id),
        pay(request.id),
        reject(request.id),
        cancel(who, request.id),
        processing(request.id),
      ]);
      const [row] = await rowsOf(who.id);
      const final = row?.status;
      expect(['paid', 'rejected', 'cancelled']).toContain(final);
      // Of the three decisions exactly one went through; the others were refused.
      const decided = answers
        .slice(1, 4)
        .filter((r) => r.statusCode === 200)
        .map((r) => valueOf(r, WithdrawRequest).status);
      expect(decided).toEqual([final]);
      for (const refused of answers.filter((r) => r.statusCode !== 200)) {
        expect(['withdraw.not.pending', 'withdraw.processing']).toContain(errorOf(refused).code);
      }
      expect(await money(who)).toEqual({
        available: final === 'paid' ? 200_000 : 300_000,
        held: 0,
      });
    }
  });

  it('never overdraws: parallel requests and parallel decisions each have one outcome', async () => {
    const who = await member(150_000);
    // Four: each guess at the payment password counts until it is checked, and five lock it.
    const racers = await Promise.all(
      Array.from({ length: 4 }, () => create(who, body(who, 100_000))),
    );
    const won = racers.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const lost of racers.filter((r) => r.statusCode !== 200)) {
      expect(['withdraw.pending.limit', 'wallet.insufficient']).toContain(errorOf(lost).code);
    }
    expect(await money(who)).toEqual({ available: 50_000, held: 100_000 });

    const [request] = await rowsOf(who.id);
    if (!request) throw new Error('no request');
    const decisions = await Promise.all([
      pay(request.id),
      reject(request.id),
      cancel(who, request.id),
      pay(request.id),
    ]);
    const outcomes = decisions
      .filter((r) => r.statusCode === 200)
      .map((r) => valueOf(r, WithdrawRequest).status);
    expect(new Set(outcomes).size).toBe(1);
    const after = await money(who);
    expect(after.held).toBe(0);
    expect(after.available).toBe(outcomes[0] === 'paid' ? 50_000 : 150_000);
  });
});
