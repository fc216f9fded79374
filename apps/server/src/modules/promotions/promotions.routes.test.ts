import { PROMOTION_PATHS, PromotionActionResult } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerTransactions, playBreaks, promotionParticipations } from '@/db/schema/index.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { bonusOf, bonusWageringOf } from '../../../test/bonus.js';
import { balanceOf, player } from '../../../test/inhouse.js';
import { operatorHeaders } from '../../../test/operator.js';
import { promotionsKit, DAY } from './promotions.routes.test-kit.js';

describe('promotions: labels by state, join and claim paid once, operator decisions', () => {
  const kit = promotionsKit();
  const { create, list, labelOf, act, ok, deposit, required } = kit;

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
    const guest = await kit.app.inject({
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
    await kit.app.inject({
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
    const rows = await kit.db
      .select()
      .from(promotionParticipations)
      .where(eq(promotionParticipations.memberId, who.id));
    expect(rows).toHaveLength(1);
    const paid = await kit.db
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
    await kit.db.insert(playBreaks).values({
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
});
