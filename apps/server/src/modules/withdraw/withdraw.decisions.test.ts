import {
  Inbox,
  OperatorWithdrawal,
  OperatorWithdrawalDecision,
  WITHDRAW_PATHS,
  WithdrawCreateResult,
  WithdrawRequest,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bankCards } from '@/db/schema/index.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { operatorHeaders } from '../../../test/operator.js';
import { withdrawKit, OPERATOR } from './withdraw.routes.test-kit.js';

describe("withdrawals: the operator's decisions, racing each other and the member", () => {
  const kit = withdrawKit();
  const {
    member,
    create,
    body,
    withdraw,
    info,
    list,
    cancel,
    processing,
    pay,
    reject,
    rowsOf,
    money,
  } = kit;

  it('answers a retried key with its request even after the card is removed', async () => {
    const who = await member(300_000);
    const payload = body(who, 100_000);
    const first = valueOf(await create(who, payload), WithdrawCreateResult);
    await kit.db.delete(bankCards).where(eq(bankCards.id, who.cardId));
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
    const refused = await kit.app.inject({
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
      await kit.app.inject({ url: `${OPERATOR}?status=processing`, headers: operatorHeaders }),
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
      await kit.app.inject({
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
