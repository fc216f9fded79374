import { randomBytes } from 'node:crypto';
import {
  AuditEntry,
  OPERATOR_AUDIT_PATH,
  OperatorPromotion,
  OperatorPromotionApplication,
  PromotionActionResult,
} from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorOf, valueOf } from '../../../test/http.js';
import { bonusOf, bonusWageringOf } from '../../../test/bonus.js';
import { balanceOf, betOf, diceBet, player } from '../../../test/inhouse.js';
import { operatorHeaders } from '../../../test/operator.js';
import { promotionsKit, type Who, OPERATOR, DAY } from './promotions.routes.test-kit.js';

describe("promotions: windows, approvals, missions and the operator's side", () => {
  const kit = promotionsKit();
  const { create, list, labelOf, act, ok, deposit } = kit;

  it('refuses joining a promotion not started or ended, and hides a switched-off one', async () => {
    const soon = await create({ startAt: Date.now() + DAY });
    const ended = await create({ startAt: Date.now() - 2 * DAY, endAt: Date.now() - DAY });
    const who = await player(0n);
    expect(errorOf(await act(who, 'join', soon.id)).code).toBe('promotion.not.started');
    expect(errorOf(await act(who, 'join', ended.id)).code).toBe('promotion.closed');
    expect(await labelOf(who, ended.id)).toBe('Close');
    const off = await create();
    await kit.app.inject({
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
      await kit.app.inject({ url: `${OPERATOR}/applications`, headers: operatorHeaders }),
      z.array(OperatorPromotionApplication),
    ).filter((a) => a.promotionId === promotion.id);
    expect(waiting).toHaveLength(2);
    const idOf = (who: Who) => waiting.find((a) => a.memberId === who.id)?.id ?? 0;
    const approve = () =>
      kit.app.inject({
        method: 'POST',
        url: `${OPERATOR}/applications/${idOf(payee)}/approve`,
        headers: operatorHeaders,
      });
    expect((await approve()).statusCode).toBe(200);
    expect(errorOf(await approve()).code).toBe('promotion.application.decided');
    expect(await labelOf(payee, promotion.id)).toBe('Issued');
    expect(await balanceOf(payee)).toBe(10_000n);
    expect(await bonusOf(payee)).toBe(10_000n);

    const rejected = await kit.app.inject({
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

  it('pays a claim waiting for approval on the wagering it was claimed under', async () => {
    const promotion = await create({ needsApproval: true, turnoverMultiplier: 5 });
    const who = await player(0n);
    await ok(who, 'join', promotion.id);
    await deposit(who, 10_000);
    expect((await ok(who, 'claim', promotion.id)).promotion.label).toBe('Applying');
    // The operator raises the multiple while the claim waits: the member claimed under ×5.
    const { id, ...fields } = promotion;
    const changed = await kit.app.inject({
      method: 'PUT',
      url: `${OPERATOR}/${id}`,
      headers: operatorHeaders,
      payload: { ...fields, turnoverMultiplier: 40 },
    });
    expect(valueOf(changed, OperatorPromotion).turnoverMultiplier).toBe(40);
    const [application] = valueOf(
      await kit.app.inject({ url: `${OPERATOR}/applications`, headers: operatorHeaders }),
      z.array(OperatorPromotionApplication),
    ).filter((a) => a.memberId === who.id);
    const approved = await kit.app.inject({
      method: 'POST',
      url: `${OPERATOR}/applications/${application?.id ?? 0}/approve`,
      headers: operatorHeaders,
    });
    expect(approved.statusCode).toBe(200);
    expect(await bonusWageringOf(who)).toMatchObject({ required: 5 * 10_000 });
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

    betOf(await diceBet(kit.app, who, { amount: 30_000 }));
    const early = await act(who, 'claim', mission.id);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early)).toMatchObject({
      code: 'promotion.mission.unmet',
      message: 'Not yet: bet ₱200.00 more today to complete this mission',
    });
    expect(await itemOf()).toMatchObject({ label: 'Process', progress: 30_000 });

    betOf(await diceBet(kit.app, who, { amount: 20_000 }));
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

  it('changes a promotion’s fields but keeps its code, and refuses an unknown one', async () => {
    const promotion = await create({ needsApproval: true });
    const put = (id: number, payload: object) =>
      kit.app.inject({
        method: 'PUT',
        url: `${OPERATOR}/${id}`,
        headers: operatorHeaders,
        payload,
      });
    const { id, ...fields } = promotion;
    const changed = await put(id, {
      ...fields,
      titles: { TY: 'Bagong bonus', EN: 'New bonus' },
      cap: 250_000,
      endAt: Date.now() + DAY,
      needsApproval: false,
    });
    expect(valueOf(changed, OperatorPromotion)).toMatchObject({
      id,
      code: promotion.code,
      titles: { EN: 'New bonus' },
      cap: 250_000,
      needsApproval: false,
    });
    const all = valueOf(
      await kit.app.inject({ url: OPERATOR, headers: operatorHeaders }),
      z.array(OperatorPromotion),
    );
    expect(all.find((p) => p.id === id)).toMatchObject({
      cap: 250_000,
      titles: { EN: 'New bonus' },
    });
    expect(errorOf(await put(id, { ...fields, code: 'OTHER_CODE' }))).toMatchObject({
      code: 'request.invalid',
      field: 'code',
    });
    expect(errorOf(await put(id, { ...fields, endAt: fields.startAt })).field).toBe('endAt');
    // Its kind names members' payment keys: it stays. Whether it is on is …/enabled's: an edit
    // from an older page (enabled: true) leaves a promotion switched off as it is.
    const otherKind = fields.kind === 'MISSION' ? 'DAILY_CHECKIN' : 'MISSION';
    expect(errorOf(await put(id, { ...fields, kind: otherKind })).field).toBe('kind');
    await kit.app.inject({
      method: 'PUT',
      url: `${OPERATOR}/${id}/enabled`,
      headers: operatorHeaders,
      payload: { enabled: false },
    });
    const stale = await put(id, { ...fields, enabled: true, cap: 300_000 });
    expect(valueOf(stale, OperatorPromotion)).toMatchObject({ enabled: false, cap: 300_000 });
    // Each change in the audit log with the promotion before and after it.
    const log = valueOf(
      await kit.app.inject({
        url: `${OPERATOR_AUDIT_PATH}?action=promotion.changed`,
        headers: operatorHeaders,
      }),
      z.array(AuditEntry),
    ).filter((line) => line.target === `promotion:${id}`);
    expect(log.map((line) => [line.before, line.after])).toEqual([
      [expect.objectContaining({ cap: 250_000 }), expect.objectContaining({ cap: 300_000 })],
      [expect.objectContaining({ cap: promotion.cap }), expect.objectContaining({ cap: 250_000 })],
    ]);
    expect((await put(999_999, fields)).statusCode).toBe(404);
    expect(
      (await kit.app.inject({ method: 'PUT', url: `${OPERATOR}/${id}`, payload: fields }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses an operator call without the token and a repeated code', async () => {
    expect((await kit.app.inject({ url: OPERATOR })).statusCode).toBe(403);
    const first = await create();
    const again = await kit.app.inject({
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
      const refused = await kit.app.inject({
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
        await kit.app.inject({ url: OPERATOR, headers: operatorHeaders }),
        z.array(OperatorPromotion),
      );
      expect(all.map((promotion) => promotion.code)).not.toContain(code);
    },
  );
});
