import {
  Inbox,
  MEMBER_TYPE,
  REWARD_PATHS,
  TransactionPage,
  UPLINE_TRANSFER_MODULE,
  UPLINE_TRANSFER_PATHS,
  UplineTransferInfo,
  UplineTransferResult,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { memberTurnover, members } from '@/db/schema/index.js';
import { createLedgerService } from '../wallet/index.js';
import { authHeaders } from '../../../test/accounts.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { insertTestMember, tokenFor } from '../../../test/ledger-fixtures.js';
import { checkInvariants } from '../../../test/ledger-invariants.js';
import { operatorSwitches } from '../../../test/operator.js';
import { buildTestApp, sharedDatabase } from '../../../test/test-app.js';
import { insertWithdrawer, TEST_PAYMENT_PASSWORD } from '../../../test/withdraw.js';
import { bonusOf, bonusWageringOf } from '../../../test/bonus.js';
import { approvedDeposit } from '../../../test/deposits.js';
import { playThrough } from '../../../test/inhouse.js';
import { grantReward } from '../rewards/index.js';
import { maskAccount } from './transfer.service.js';

let keys = 0;
const freshKey = () => `up-key-${Date.now()}-${(keys += 1)}`;

describe('upline transfers: one movement to the direct upline, never below zero', () => {
  let app: App;
  let db: Db;

  beforeAll(async () => {
    app = await buildTestApp();
    db = (await sharedDatabase()).db;
  });
  afterEach(() => checkInvariants(db));
  afterAll(() => app.close());

  /**
   * A member with `cash`, a payment password and a session, under an agent of their own (with its
   * own session), allowed to transfer unless `patch` says otherwise.
   */
  async function family(
    cash = 500_000,
    patch: { toUpline?: boolean; type?: number; noUpline?: boolean } = {},
  ) {
    const upline = await insertTestMember(db, { prefix: 'upagent', type: MEMBER_TYPE.AGENT });
    const member = await insertWithdrawer(db, { cash, prefix: 'updown', type: patch.type ?? 0 });
    await db
      .update(members)
      .set({
        uplineId: patch.noUpline ? null : upline.id,
        toUpline: patch.toUpline ?? true,
      })
      .where(eq(members.id, member.id));
    const uplineToken = await tokenFor(db, upline);
    return { member, upline: { ...upline, headers: authHeaders(uplineToken, 'DEMO') } };
  }
  type Family = Awaited<ReturnType<typeof family>>;
  type Who = { headers: Record<string, string> };

  const send = (who: Who, payload: object, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: UPLINE_TRANSFER_PATHS.transfer,
      headers: { ...who.headers, ...headers },
      payload,
    });
  const body = (amount: number, extra: object = {}) => ({
    amount,
    paymentPassword: TEST_PAYMENT_PASSWORD,
    idempotencyKey: freshKey(),
    ...extra,
  });
  const info = (who: Who) => app.inject({ url: UPLINE_TRANSFER_PATHS.info, headers: who.headers });
  const cash = (who: { id: number; merchantId: number }) =>
    createLedgerService({ db })
      .balanceOf(who.id, who.merchantId)
      .then((balance) => Number(balance));
  const balances = async ({ member, upline }: Family) => ({
    member: await cash(member),
    upline: await cash(upline),
  });

  it('refuses guests (401) and free-trial accounts (403 free_reject)', async () => {
    const trial = await insertWithdrawer(db, {
      cash: 0,
      type: MEMBER_TYPE.TRIAL,
      merchantCode: 'DEMOTRIAL',
    });
    for (const call of [
      { method: 'GET' as const, url: UPLINE_TRANSFER_PATHS.info },
      { method: 'POST' as const, url: UPLINE_TRANSFER_PATHS.transfer, payload: body(100) },
    ]) {
      const guest = await app.inject({ ...call, headers: { merchant: 'DEMO' } });
      expect(guest.statusCode, call.url).toBe(401);
      const refused = await app.inject({ ...call, headers: trial.headers });
      expect(refused.statusCode, call.url).toBe(403);
      expect(errorOf(refused).code).toBe('free_reject');
    }
  });

  it('tells the upline (masked), the balance and the limits', async () => {
    const f = await family(123_456);
    expect(valueOf(await info(f.member), UplineTransferInfo)).toEqual({
      upline: { account: maskAccount(f.upline.account) },
      available: 123_456,
      transferable: 123_456,
      turnoverRemaining: 0,
      limits: { minAmount: 100, maxAmount: 123_456 },
      paymentPasswordSet: true,
    });
    expect(maskAccount(f.upline.account)).toMatch(/^up\*\*\*[0-9a-f]{2}$/);
    expect(maskAccount('agent')).toBe('a***t');
    expect(maskAccount('ab')).toBe('a***');
  });

  it('moves the money in one movement: both balances add up, both records and inboxes show it', async () => {
    const f = await family(500_000);
    const before = await balances(f);
    const result = valueOf(await send(f.member, body(123_45)), UplineTransferResult);
    expect(result).toMatchObject({
      amount: 123_45,
      balance: 500_000 - 123_45,
      upline: { account: maskAccount(f.upline.account) },
      replayed: false,
    });
    const after = await balances(f);
    expect(after).toEqual({ member: before.member - 123_45, upline: before.upline + 123_45 });
    expect(after.member + after.upline).toBe(before.member + before.upline);

    const record = async (who: Who) =>
      valueOf(
        await app.inject({ url: '/wps/transaction/record?period=today', headers: who.headers }),
        TransactionPage,
      ).list[0];
    expect(await record(f.member)).toMatchObject({
      id: result.id,
      type: 'transfer',
      amount: -123_45,
      balanceAfter: 500_000 - 123_45,
    });
    expect(await record(f.upline)).toMatchObject({
      id: result.id,
      type: 'transfer',
      amount: 123_45,
    });

    const inbox = async (who: Who) =>
      valueOf(
        await app.inject({
          url: '/wps/relay/CSP_getInbox',
          headers: { ...who.headers, language: 'EN' },
        }),
        Inbox,
      ).list[0];
    expect(await inbox(f.member)).toMatchObject({ title: 'Transfer to your upline sent' });
    const received = await inbox(f.upline);
    expect(received).toMatchObject({ title: 'Transfer received from your downline' });
    expect(received?.content).toContain(f.member.account);
    expect(received?.content).toContain('₱123.45');

    // The upline must play it through once before withdrawing it.
    const [turnover] = await db
      .select()
      .from(memberTurnover)
      .where(eq(memberTurnover.memberId, f.upline.id));
    expect(turnover?.required).toBe(123_45);
  });

  it('makes one transfer of a key sent twice, in the body or the header', async () => {
    const f = await family(500_000);
    const payload = body(100_000);
    const first = valueOf(await send(f.member, payload), UplineTransferResult);
    const again = valueOf(await send(f.member, payload), UplineTransferResult);
    expect(again).toMatchObject({ id: first.id, amount: 100_000, replayed: true });
    const { idempotencyKey, ...rest } = payload;
    const byHeader = valueOf(
      await send(f.member, rest, { 'idempotency-key': idempotencyKey }),
      UplineTransferResult,
    );
    expect(byHeader).toMatchObject({ id: first.id, replayed: true });
    expect(errorOf(await send(f.member, { ...payload, amount: 90_000 }))).toMatchObject({
      code: 'idempotency.conflict',
      field: 'idempotencyKey',
    });
    expect(await balances(f)).toMatchObject({ member: 400_000 });
  });

  it('never overdraws: parallel transfers take no more than the wallet holds', async () => {
    const f = await family(250_000);
    const uplineBefore = await cash(f.upline);
    // Four: each guess at the payment password counts until it is checked, and five lock it.
    const racers = await Promise.all(
      Array.from({ length: 4 }, () => send(f.member, body(100_000))),
    );
    const won = racers.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(2);
    for (const lost of racers.filter((r) => r.statusCode !== 200)) {
      expect(errorOf(lost)).toMatchObject({ code: 'wallet.insufficient', field: 'amount' });
    }
    expect(await balances(f)).toEqual({ member: 50_000, upline: uplineBefore + 200_000 });
  });

  it('answers 403 no.permission on both calls while AGETRANSFERUP3 is off, moving nothing', async () => {
    const kin = await family(500_000);
    const switches = operatorSwitches(app);
    await switches.module(UPLINE_TRANSFER_MODULE, false);
    try {
      for (const response of [await info(kin.member), await send(kin.member, body(10_000))]) {
        expect(response.statusCode).toBe(403);
        expect(errorOf(response).code).toBe('no.permission');
      }
      expect(await balances(kin)).toEqual({ member: 500_000, upline: 0 });
    } finally {
      await switches.restore();
    }
    expect((await send(kin.member, body(10_000))).statusCode).toBe(200);
  });

  // Issue 24 "Wagering left behind by a transfer": a ₱1,000 deposit (1×) and a ₱2,500 bonus (2×)
  // owed ₱6,000 of bets; sending it all to the upline left the agent owing ₱3,500 (1×).
  it('lets no money owing wagering leave by a transfer: never the bonus, nor cash owing the deposit’s turnover', async () => {
    // ₱500 of opening cash owes nothing, so the dice bets below (₱1,000 at most lost) always
    // leave cash to send: the test stays deterministic whatever the rolls.
    const f = await family(50_000);
    await approvedDeposit(app, f.member, 100_000);
    await grantReward(
      db,
      {
        memberId: f.member.id,
        merchantId: f.member.merchantId,
        source: 'VIP_LEVEL_UP',
        key: freshKey(),
        detail: { level: 2 },
        amount: 250_000,
        turnoverBp: 20_000,
      },
      new Date(),
    );
    const [reward] = await db.query.memberRewards.findMany({
      where: (r, { eq: is }) => is(r.memberId, f.member.id),
    });
    const claimed = await app.inject({
      method: 'POST',
      url: REWARD_PATHS.claim,
      headers: f.member.headers,
      payload: { id: reward!.id },
    });
    expect(claimed.statusCode).toBe(200);
    expect(await bonusOf(f.member)).toBe(250_000n);
    expect(await bonusWageringOf(f.member)).toEqual({ required: 500_000, wagered: 0 });

    // The page says nothing may be sent yet, and why.
    expect(valueOf(await info(f.member), UplineTransferInfo)).toMatchObject({
      available: 150_000,
      transferable: 0,
      turnoverRemaining: 100_000,
      limits: { maxAmount: 0 },
    });
    const before = await balances(f);
    for (const [language, text] of [
      ['EN', 'Bet ₱1,000.00 more before transferring'],
      ['TY', 'Tumaya pa ng ₱1,000.00 bago mag-transfer'],
    ] as const) {
      const refused = await send(f.member, body(100_000), { language });
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused)).toMatchObject({ code: 'transfer.turnover', field: 'amount' });
      expect(errorOf(refused).message).toContain(text);
    }
    // ₱3,500 (more than the cash, less than cash and bonus) cannot go: the bonus is not cash.
    expect(errorOf(await send(f.member, body(350_000))).code).toBe('wallet.insufficient');
    expect(await balances(f)).toEqual(before);
    expect(await bonusOf(f.member)).toBe(250_000n);
    const [uplineTurnover] = await db
      .select()
      .from(memberTurnover)
      .where(eq(memberTurnover.memberId, f.upline.id));
    expect(uplineTurnover?.required ?? 0).toBe(0);

    // The deposit played through, its cash may go; the bonus stays with its own wagering.
    await playThrough(app, f.member, 100_000);
    const left = await cash(f.member);
    const now = valueOf(await info(f.member), UplineTransferInfo);
    expect(now).toMatchObject({ transferable: left, turnoverRemaining: 0 });
    expect(valueOf(await send(f.member, body(left)), UplineTransferResult).balance).toBe(0);
    expect(await bonusOf(f.member)).toBe(250_000n);
    expect((await bonusWageringOf(f.member)).required).toBe(500_000);
  });

  it('refuses a wrong payment password and moves nothing', async () => {
    const f = await family(300_000);
    const before = await balances(f);
    const refused = await send(f.member, body(100_000, { paymentPassword: '111111' }));
    expect(errorOf(refused)).toMatchObject({
      code: 'payment.password.incorrect',
      field: 'paymentPassword',
    });
    await db.update(members).set({ paymentPasswordHash: null }).where(eq(members.id, f.member.id));
    expect(valueOf(await info(f.member), UplineTransferInfo).paymentPasswordSet).toBe(false);
    expect(errorOf(await send(f.member, body(100_000))).code).toBe('payment.password.unset');
    expect(await balances(f)).toEqual(before);
  });

  it('refuses a member without toUpline, an agent-player and one without an upline', async () => {
    const cases: [Parameters<typeof family>[1], string][] = [
      [{ toUpline: false }, 'transfer.upline.disabled'],
      [{ type: MEMBER_TYPE.AGENT_PLAYER }, 'transfer.upline.agent.player'],
      [{ noUpline: true }, 'transfer.upline.none'],
    ];
    for (const [patch, code] of cases) {
      const f = await family(300_000, patch);
      const before = await balances(f);
      const asked = await info(f.member);
      expect(asked.statusCode, code).toBe(403);
      expect(errorOf(asked).code).toBe(code);
      const refused = await send(f.member, body(100_000));
      expect(refused.statusCode, code).toBe(403);
      expect(errorOf(refused).code).toBe(code);
      expect(await balances(f)).toEqual(before);
    }
    const english = await app.inject({
      url: UPLINE_TRANSFER_PATHS.info,
      headers: { ...(await family(0, { toUpline: false })).member.headers, language: 'EN' },
    });
    expect(errorOf(english).message).toBe(
      'Transfers to your upline are not turned on for your account. Contact customer service',
    );
  });

  it('acts only for the caller: another member’s token moves their own money, not the first’s', async () => {
    const f = await family(300_000);
    const stranger = await family(300_000);
    const payload = body(100_000);
    valueOf(await send(f.member, payload), UplineTransferResult);
    // The same key under another member is that member's own, new transfer to their own upline.
    const theirs = valueOf(await send(stranger.member, payload), UplineTransferResult);
    expect(theirs.replayed).toBe(false);
    expect(theirs.upline.account).toBe(maskAccount(stranger.upline.account));
    expect(await balances(f)).toMatchObject({ member: 200_000 });
    expect(await balances(stranger)).toMatchObject({ member: 200_000 });
    // The upline (an agent, no upline of its own) sees its own refusal, nothing of the member.
    const asUpline = await info(f.upline);
    expect(errorOf(asUpline).code).toBe('transfer.upline.disabled');
    expect(asUpline.body).not.toContain(f.member.account);
  });

  it('refuses bad amounts with the amount field, moving nothing', async () => {
    const f = await family(300_000);
    const before = await balances(f);
    const cases: [unknown, string][] = [
      [99, 'transfer.amount.min'],
      [300_001, 'wallet.insufficient'],
      [0, 'request.invalid'],
      [-500, 'request.invalid'],
      [12.5, 'request.invalid'],
      ['100', 'request.invalid'],
    ];
    for (const [amount, code] of cases) {
      const refused = await send(f.member, body(0, { amount }));
      expect(errorOf(refused), String(amount)).toMatchObject({ code, field: 'amount' });
    }
    const english = await send(f.member, body(5), { language: 'EN' });
    expect(errorOf(english).message).toBe('The smallest transfer is ₱1.00');
    const noKey = await send(f.member, { ...body(100_000), idempotencyKey: undefined });
    expect(errorOf(noKey).code).toBe('idempotency.key.required');
    expect(await balances(f)).toEqual(before);
  });
});
