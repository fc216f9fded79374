import {
  OperatorPromotionApplication,
  PROMOTION_COMMENT_MAX_LENGTH,
  PROMOTION_PATHS,
  PromotionActionResult,
} from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { promotionParticipations } from '@/db/schema/index.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { bonusOf } from '../../../test/bonus.js';
import { balanceOf, player } from '../../../test/inhouse.js';
import { operatorHeaders } from '../../../test/operator.js';
import { promotionsKit, type Who, OPERATOR } from './promotions.routes.test-kit.js';

describe('promotions: the comment sent with a claim waiting for approval', () => {
  const kit = promotionsKit();
  const { create, ok, deposit, labelOf } = kit;

  const claim = (who: Who, id: number, comment: unknown, language = 'EN') =>
    kit.app.inject({
      method: 'POST',
      url: PROMOTION_PATHS.claim,
      headers: { ...who.headers, language },
      payload: { id, comment },
    });
  const waiting = async (who: Who) =>
    valueOf(
      await kit.app.inject({ url: `${OPERATOR}/applications`, headers: operatorHeaders }),
      z.array(OperatorPromotionApplication),
    ).filter((a) => a.memberId === who.id);
  /** A member joined to a promotion needing approval, with an approved first deposit. */
  async function ready(needsApproval = true) {
    const promotion = await create({ needsApproval });
    const who = await player(0n);
    await ok(who, 'join', promotion.id);
    await deposit(who, 10_000);
    return { promotion, who };
  }
  const rowOf = async (who: Who, promotionId: number) =>
    (
      await kit.db
        .select()
        .from(promotionParticipations)
        .where(
          and(
            eq(promotionParticipations.memberId, who.id),
            eq(promotionParticipations.promotionId, promotionId),
          ),
        )
    )[0];

  it('keeps the comment, trimmed with its line breaks, and shows it to the operator', async () => {
    const { promotion, who } = await ready();
    const sent = await claim(who, promotion.id, '  First deposit by GCash.\r\nRef 0042  ');
    expect(valueOf(sent, PromotionActionResult).promotion.label).toBe('Applying');
    const [application] = await waiting(who);
    expect(application).toMatchObject({
      promotionId: promotion.id,
      comment: 'First deposit by GCash.\nRef 0042',
    });
    const approved = await kit.app.inject({
      method: 'POST',
      url: `${OPERATOR}/applications/${application?.id ?? 0}/approve`,
      headers: operatorHeaders,
    });
    expect(valueOf(approved, OperatorPromotionApplication)).toMatchObject({
      status: 'paid',
      comment: 'First deposit by GCash.\nRef 0042',
    });
  });

  it(`takes ${PROMOTION_COMMENT_MAX_LENGTH} characters (an emoji counts one), and none at all`, async () => {
    const full = await ready();
    const longest = `${'😀'.repeat(10)}${'a'.repeat(PROMOTION_COMMENT_MAX_LENGTH - 10)}`;
    expect((await claim(full.who, full.promotion.id, longest)).statusCode).toBe(200);
    expect((await waiting(full.who))[0]?.comment).toBe(longest);

    const blank = await ready();
    expect((await claim(blank.who, blank.promotion.id, '   \n ')).statusCode).toBe(200);
    expect((await waiting(blank.who))[0]?.comment).toBeNull();
    const none = await ready();
    expect((await ok(none.who, 'claim', none.promotion.id)).promotion.label).toBe('Applying');
    expect((await waiting(none.who))[0]?.comment).toBeNull();
  });

  it(`refuses ${PROMOTION_COMMENT_MAX_LENGTH + 1} characters naming the field, in EN and TY, and changes nothing`, async () => {
    const { promotion, who } = await ready();
    const tooLong = 'a'.repeat(PROMOTION_COMMENT_MAX_LENGTH + 1);
    const refused = await claim(who, promotion.id, tooLong);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({
      code: 'promotion.comment.length',
      field: 'comment',
      message: 'Your note can be at most 140 characters long',
    });
    expect(errorOf(await claim(who, promotion.id, tooLong, 'TY')).message).toBe(
      'Hanggang 140 na karakter lang ang puwede sa iyong mensahe',
    );
    expect(await labelOf(who, promotion.id)).toBe('Claim');
    expect(await waiting(who)).toEqual([]);
    expect(await rowOf(who, promotion.id)).toMatchObject({ status: 'joined', comment: null });
    expect(await balanceOf(who)).toBe(10_000n);
    expect(await bonusOf(who)).toBe(0n);
  });

  it.each(['\u0007', '\u0000', '\t', '\u202e'])(
    'refuses the control character %j, changing nothing',
    async (char) => {
      const { promotion, who } = await ready();
      const refused = await claim(who, promotion.id, `Hello${char}staff`);
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused)).toMatchObject({ code: 'text.control.chars', field: 'comment' });
      expect(await labelOf(who, promotion.id)).toBe('Claim');
      expect(await waiting(who)).toEqual([]);
    },
  );

  it('does not keep a comment sent with a claim paid at once (no one would read it)', async () => {
    const { promotion, who } = await ready(false);
    const paid = await claim(who, promotion.id, 'Thanks!');
    expect(valueOf(paid, PromotionActionResult).promotion.label).toBe('Claimed');
    expect(await rowOf(who, promotion.id)).toMatchObject({ status: 'paid', comment: null });
  });

  it('refuses a comment that is not text', async () => {
    const { promotion, who } = await ready();
    expect(errorOf(await claim(who, promotion.id, 42))).toMatchObject({
      code: 'request.invalid',
      field: 'comment',
    });
    expect(await waiting(who)).toEqual([]);
  });
});
