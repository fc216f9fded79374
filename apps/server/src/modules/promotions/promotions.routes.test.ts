import { randomBytes } from 'node:crypto';
import {
  DEPOSIT_PATHS,
  DepositCreateResult,
  OperatorPromotion,
  OperatorPromotionApplication,
  PROMOTION_PATHS,
  PromotionActionResult,
  PromotionItem,
  relayPath,
  availablePromotionsRelay,
  type OperatorPromotionInput,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import {
  ledgerTransactions,
  memberTurnover,
  playBreaks,
  promotionParticipations,
} from '@/db/schema/index.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { bonusOf, bonusWageringOf } from '../../../test/bonus.js';
import { balanceOf, betOf, diceBet, freshKey, player } from '../../../test/inhouse.js';
import { checkInvariants } from '../../../test/ledger-invariants.js';
import { operatorHeaders } from '../../../test/operator.js';
import { buildTestApp, sharedDatabase } from '../../../test/test-app.js';

type Who = Awaited<ReturnType<typeof player>>;
const OPERATOR = '/operator/merchants/DEMO/promotions';
const DAY = 86_400_000;
const ListAnswer = z.object({ list: z.array(PromotionItem) });

describe('promotions: labels by state, join and claim paid once, operator decisions', () => {
  let app: App;
  let db: Db;

  beforeAll(async () => {
    app = await buildTestApp();
    db = (await sharedDatabase()).db;
  });
  afterEach(async () => {
    await checkInvariants(db);
  });
  afterAll(() => app.close());

  async function create(input: Partial<OperatorPromotionInput> = {}) {
    const body: OperatorPromotionInput = {
      code: `T_${randomBytes(5).toString('hex').toUpperCase()}`,
      kind: 'FIRST_DEPOSIT',
      titles: { TY: 'Bonus sa deposit', EN: 'Deposit bonus' },
      bodies: { TY: '<p>TY</p>', EN: '<p>EN</p>' },
      startAt: Date.now() - DAY,
      endAt: null,
      percentBp: 10_000,
      cap: 100_000,
      turnoverMultiplier: 5,
      ...input,
    };
    return valueOf(
      await app.inject({ method: 'POST', url: OPERATOR, headers: operatorHeaders, payload: body }),
      OperatorPromotion,
    );
  }
  const list = async (headers: Record<string, string>) =>
    valueOf(await app.inject({ url: relayPath(availablePromotionsRelay), headers }), ListAnswer)
      .list;
  const labelOf = async (who: Who | null, id: number) =>
    (await list(who ? who.headers : { merchant: 'DEMO', language: 'EN' })).find(
      (item) => item.id === id,
    )?.label;
  const act = (who: Who, path: 'join' | 'claim', id: number) =>
    app.inject({
      method: 'POST',
      url: PROMOTION_PATHS[path],
      headers: who.headers,
      payload: { id },
    });
  const ok = async (who: Who, path: 'join' | 'claim', id: number) =>
    valueOf(await act(who, path, id), PromotionActionResult);
  async function deposit(who: Who, amount: number, approve = true) {
    const created = valueOf(
      await app.inject({
        method: 'POST',
        url: DEPOSIT_PATHS.requests,
        headers: who.headers,
        // The demo channel is instant: a request left waiting goes through the bank.
        payload: { channelCode: approve ? 'DEMO' : 'BANK', amount, idempotencyKey: freshKey() },
      }),
      DepositCreateResult,
    );
    if (approve) {
      const response = await app.inject({
        method: 'POST',
        url: `/operator/merchants/DEMO/deposits/${created.id}/approve`,
        headers: operatorHeaders,
      });
      expect(response.statusCode).toBe(200);
    }
    return created;
  }
  const required = async (who: Who) =>
    (await db.select().from(memberTurnover).where(eq(memberTurnover.memberId, who.id)))[0]
      ?.required ?? 0;

  it('shows guests the public labels in their language, and the seeded demo promotions', async () => {
    const soon = await create({ startAt: Date.now() + DAY });
    const ended = await create({ startAt: Date.now() - 2 * DAY, endAt: Date.now() - DAY });
    const open = await create();
    const guest = await list({ merchant: 'DEMO', language: 'TY' });
    expect(guest.find((p) => p.id === soon.id)?.label).toBe('coming soon');
    expect(guest.find((p) => p.id === ended.id)?.label).toBe('Close');
    expect(guest.find((p) => p.id === open.id)).toMatchObject({
      label: 'Join',
      title: 'Bonus sa deposit',
    });
    const codes = guest.map((p) => p.code);
    expect(codes).toEqual(
      expect.arrayContaining(['FIRST_DEPOSIT_100', 'DAILY_CHECKIN', 'REFERRAL']),
    );
    const checkIn = guest.find((p) => p.code === 'DAILY_CHECKIN');
    expect(checkIn).toMatchObject({ fixedAmount: 500, turnoverMultiplier: 1, label: 'Join' });
  });

  it('refuses guests (401) and trial accounts (403) on join and claim', async () => {
    const { id } = await create();
    const guest = await app.inject({
      method: 'POST',
      url: PROMOTION_PATHS.join,
      headers: { merchant: 'DEMO' },
      payload: { id },
    });
    expect(guest.statusCode).toBe(401);
    const trial = await player(100_000n, 4);
    const refused = await act(trial, 'claim', id);
    expect(refused.statusCode).toBe(403);
  });

  it('walks first deposit: Join → Joined → Process → Claim → Claimed, paid once with turnover', async () => {
    const promotion = await create({ percentBp: 10_000, cap: 100_000, turnoverMultiplier: 5 });
    const who = await player(0n);
    expect(await labelOf(who, promotion.id)).toBe('Join');
    const early = await act(who, 'claim', promotion.id);
    expect(errorOf(early).code).toBe('promotion.not.joined');

    const joined = await ok(who, 'join', promotion.id);
    expect(joined).toMatchObject({ replayed: false, promotion: { label: 'Joined' } });
    expect((await ok(who, 'join', promotion.id)).replayed).toBe(true);
    const unmet = await act(who, 'claim', promotion.id);
    expect(unmet.statusCode).toBe(409);
    expect(errorOf(unmet).code).toBe('promotion.condition.unmet');

    const pending = await deposit(who, 50_000, false);
    expect(await labelOf(who, promotion.id)).toBe('Process');
    await app.inject({
      method: 'POST',
      url: `/operator/merchants/DEMO/deposits/${pending.id}/approve`,
      headers: operatorHeaders,
    });
    expect((await list(who.headers)).find((p) => p.id === promotion.id)).toMatchObject({
      label: 'Claim',
      amount: 50_000,
    });
    const turnoverBefore = await required(who);

    const [a, b] = await Promise.all([
      act(who, 'claim', promotion.id),
      act(who, 'claim', promotion.id),
    ]);
    const results = [a, b].map((response) => valueOf(response, PromotionActionResult));
    expect(results.map((r) => r.replayed).sort()).toEqual([false, true]);
    expect(results[0]?.promotion).toMatchObject({ label: 'Claimed', amount: 50_000 });
    const again = await ok(who, 'claim', promotion.id);
    expect(again.replayed).toBe(true);
    // The bonus sits apart from the cash with its own 5× wagering; the deposit's rule is unchanged.
    expect(await balanceOf(who)).toBe(50_000n);
    expect(await bonusOf(who)).toBe(50_000n);
    expect(again.balance).toBe(50_000);
    expect(await required(who)).toBe(turnoverBefore);
    expect(await bonusWageringOf(who)).toEqual({ required: 250_000, wagered: 0 });
    const rows = await db
      .select()
      .from(promotionParticipations)
      .where(eq(promotionParticipations.memberId, who.id));
    expect(rows).toHaveLength(1);
    const paid = await db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, rows[0]?.transactionId ?? 0));
    expect(paid[0]?.kind).toBe('promotion_bonus');
  });

  it('gives the first-deposit bonus for a first deposit ever, not to a member who deposited six times', async () => {
    const promotion = await create({ percentBp: 10_000, cap: 100_000 });
    const who = await player(0n);
    for (let n = 0; n < 6; n += 1) await deposit(who, 10_000);
    expect(await labelOf(who, promotion.id)).toBe('Close');
    const join = await act(who, 'join', promotion.id);
    expect(join.statusCode).toBe(409);
    expect(errorOf(join)).toMatchObject({
      code: 'promotion.first.deposit.only',
      message: 'This bonus is for a first deposit only, and you have deposited before',
    });
    await deposit(who, 50_000);
    expect(errorOf(await act(who, 'claim', promotion.id)).code).toBe('promotion.not.joined');
    expect(await balanceOf(who)).toBe(110_000n);
    // A newcomer still gets it.
    const newcomer = await player(0n);
    await ok(newcomer, 'join', promotion.id);
    await deposit(newcomer, 20_000);
    expect(await labelOf(newcomer, promotion.id)).toBe('Claim');
  });

  it('caps the first-deposit bonus', async () => {
    const promotion = await create({ cap: 1_000 });
    const who = await player(0n);
    await ok(who, 'join', promotion.id);
    await deposit(who, 50_000);
    expect((await ok(who, 'claim', promotion.id)).promotion.amount).toBe(1_000);
  });

  it('lets no member claim for another: the claim is always the caller’s own', async () => {
    const promotion = await create();
    const owner = await player(0n);
    const other = await player(0n);
    await ok(owner, 'join', promotion.id);
    await deposit(owner, 20_000);
    const refused = await act(other, 'claim', promotion.id);
    expect(errorOf(refused).code).toBe('promotion.not.joined');
    expect(await balanceOf(other)).toBe(0n);
    expect(await labelOf(owner, promotion.id)).toBe('Claim');
  });

  it('checks in once per Philippine day: Claim → signed, paid once with 1× turnover', async () => {
    const promotion = await create({
      kind: 'DAILY_CHECKIN',
      percentBp: 0,
      cap: 0,
      fixedAmount: 500,
      turnoverMultiplier: 1,
    });
    const who = await player(0n);
    expect(await labelOf(who, promotion.id)).toBe('Claim');
    expect(errorOf(await act(who, 'join', promotion.id)).code).toBe('promotion.not.joinable');
    const [a, b] = await Promise.all([
      act(who, 'claim', promotion.id),
      act(who, 'claim', promotion.id),
    ]);
    expect([a, b].map((r) => valueOf(r, PromotionActionResult).replayed).sort()).toEqual([
      false,
      true,
    ]);
    expect(await labelOf(who, promotion.id)).toBe('signed');
    expect(await balanceOf(who)).toBe(0n);
    expect(await bonusOf(who)).toBe(500n);
    expect(await required(who)).toBe(0);
    expect(await bonusWageringOf(who)).toEqual({ required: 500, wagered: 0 });
  });

  it('offers no bonus to a member on a break from play: nothing listed, join and claim refused with promotion.break.active', async () => {
    const checkIn = await create({
      kind: 'DAILY_CHECKIN',
      percentBp: 0,
      cap: 0,
      fixedAmount: 500,
      turnoverMultiplier: 1,
    });
    const firstDeposit = await create();
    const who = await player(0n);
    expect((await list(who.headers)).length).toBeGreaterThan(0);
    await db.insert(playBreaks).values({
      memberId: who.id,
      kind: 'exclusion',
      startsAt: new Date(Date.now() - 1_000),
      endsAt: new Date(Date.now() + 180 * DAY),
    });
    for (const [path, id] of [
      ['claim', checkIn.id],
      ['join', firstDeposit.id],
    ] as const) {
      const refused = await act(who, path, id);
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).code).toBe('promotion.break.active');
    }
    expect(await balanceOf(who)).toBe(0n);
    // Nothing is offered meanwhile: the list the activity page shows is empty.
    expect(await list(who.headers)).toEqual([]);
  });

  it('refuses joining a promotion not started or ended, and hides a switched-off one', async () => {
    const soon = await create({ startAt: Date.now() + DAY });
    const ended = await create({ startAt: Date.now() - 2 * DAY, endAt: Date.now() - DAY });
    const who = await player(0n);
    expect(errorOf(await act(who, 'join', soon.id)).code).toBe('promotion.not.started');
    expect(errorOf(await act(who, 'join', ended.id)).code).toBe('promotion.closed');
    expect(await labelOf(who, ended.id)).toBe('Close');
    const off = await create();
    await app.inject({
      method: 'PUT',
      url: `${OPERATOR}/${off.id}/enabled`,
      headers: operatorHeaders,
      payload: { enabled: false },
    });
    expect(await labelOf(who, off.id)).toBeUndefined();
    expect((await act(who, 'join', off.id)).statusCode).toBe(404);
  });

  it('takes a claim needing approval to Applying, then Issued (paid once) or Rejected', async () => {
    const promotion = await create({ needsApproval: true });
    const [payee, refused] = [await player(0n), await player(0n)];
    for (const who of [payee, refused]) {
      await ok(who, 'join', promotion.id);
      await deposit(who, 10_000);
      expect((await ok(who, 'claim', promotion.id)).promotion.label).toBe('Applying');
      expect(await balanceOf(who)).toBe(10_000n);
    }
    const waiting = valueOf(
      await app.inject({ url: `${OPERATOR}/applications`, headers: operatorHeaders }),
      z.array(OperatorPromotionApplication),
    ).filter((a) => a.promotionId === promotion.id);
    expect(waiting).toHaveLength(2);
    const idOf = (who: Who) => waiting.find((a) => a.memberId === who.id)?.id ?? 0;
    const approve = () =>
      app.inject({
        method: 'POST',
        url: `${OPERATOR}/applications/${idOf(payee)}/approve`,
        headers: operatorHeaders,
      });
    expect((await approve()).statusCode).toBe(200);
    expect(errorOf(await approve()).code).toBe('promotion.application.decided');
    expect(await labelOf(payee, promotion.id)).toBe('Issued');
    expect(await balanceOf(payee)).toBe(10_000n);
    expect(await bonusOf(payee)).toBe(10_000n);

    const rejected = await app.inject({
      method: 'POST',
      url: `${OPERATOR}/applications/${idOf(refused)}/reject`,
      headers: operatorHeaders,
      payload: { reason: 'Duplicate account' },
    });
    expect(rejected.statusCode).toBe(200);
    const item = (await list(refused.headers)).find((p) => p.id === promotion.id);
    expect(item).toMatchObject({ label: 'Rejected', rejectReason: 'Duplicate account' });
    expect(errorOf(await act(refused, 'claim', promotion.id)).code).toBe('promotion.rejected');
    expect(await balanceOf(refused)).toBe(10_000n);
  });

  it('pays a daily mission once its day’s turnover reaches the target, once a day, no join needed', async () => {
    const mission = await create({
      kind: 'MISSION',
      percentBp: 0,
      cap: 0,
      fixedAmount: 1_000,
      target: 50_000,
      turnoverMultiplier: 1,
    });
    const who = await player(100_000n);
    const itemOf = async () => (await list(who.headers)).find((item) => item.id === mission.id);
    expect(await itemOf()).toMatchObject({ label: 'Process', progress: 0, target: 50_000 });
    expect(await labelOf(null, mission.id)).toBe('Join');
    expect(errorOf(await act(who, 'join', mission.id)).code).toBe('promotion.not.joinable');

    betOf(await diceBet(app, who, { amount: 30_000 }));
    const early = await act(who, 'claim', mission.id);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early)).toMatchObject({
      code: 'promotion.mission.unmet',
      message: 'Not yet: bet ₱200.00 more today to complete this mission',
    });
    expect(await itemOf()).toMatchObject({ label: 'Process', progress: 30_000 });

    betOf(await diceBet(app, who, { amount: 20_000 }));
    expect(await itemOf()).toMatchObject({ label: 'Claim', progress: 50_000, amount: 1_000 });
    const before = await bonusOf(who);
    const [a, b] = await Promise.all([
      act(who, 'claim', mission.id),
      act(who, 'claim', mission.id),
    ]);
    expect([a, b].map((r) => valueOf(r, PromotionActionResult).replayed).sort()).toEqual([
      false,
      true,
    ]);
    expect(await bonusOf(who)).toBe(before + 1_000n);
    expect(await itemOf()).toMatchObject({ label: 'Claimed', amount: 1_000 });
  });

  it('keeps REFERRAL informational: joined, nothing to claim', async () => {
    const promotion = await create({ kind: 'REFERRAL', percentBp: 0, cap: 0 });
    const who = await player(0n);
    await ok(who, 'join', promotion.id);
    expect(await labelOf(who, promotion.id)).toBe('Joined');
    expect(errorOf(await act(who, 'claim', promotion.id)).code).toBe('promotion.nothing.to.claim');
  });

  it('refuses an operator call without the token and a repeated code', async () => {
    expect((await app.inject({ url: OPERATOR })).statusCode).toBe(403);
    const first = await create();
    const again = await app.inject({
      method: 'POST',
      url: OPERATOR,
      headers: operatorHeaders,
      payload: { ...first, id: undefined },
    });
    expect(errorOf(again).code).toBe('promotion.code.taken');
  });

  it.each([
    ['an end before its start', { endAt: Date.now() - DAY }, 'endAt'],
    ['an end at its start', { startAt: 1_800_000_000_000, endAt: 1_800_000_000_000 }, 'endAt'],
    ['a start past the last time a date holds', { startAt: 9e15 }, 'startAt'],
  ])(
    'refuses a promotion with %s, naming the field and creating nothing',
    async (_what, patch, field) => {
      const code = `T_${randomBytes(5).toString('hex').toUpperCase()}`;
      const refused = await app.inject({
        method: 'POST',
        url: OPERATOR,
        headers: operatorHeaders,
        payload: {
          code,
          kind: 'DAILY_CHECKIN',
          titles: { TY: 'Check-in', EN: 'Check-in' },
          bodies: { TY: '<p>TY</p>', EN: '<p>EN</p>' },
          startAt: Date.now(),
          fixedAmount: 500,
          ...patch,
        },
      });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).field).toBe(field);
      const all = valueOf(
        await app.inject({ url: OPERATOR, headers: operatorHeaders }),
        z.array(OperatorPromotion),
      );
      expect(all.map((promotion) => promotion.code)).not.toContain(code);
    },
  );
});
