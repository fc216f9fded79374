import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from './errors.js';
import {
  PROMOTION_COMMENT_MAX_LENGTH,
  PromotionClaimInput,
  checkPromotionComment,
  promotionCommentLength,
} from './promotions.js';

describe('a promotion claim comment', () => {
  it('is trimmed, its line breaks made LF; blank or absent is none', () => {
    expect(checkPromotionComment('  a\r\nb\rc  ')).toEqual({ ok: true, comment: 'a\nb\nc' });
    expect(checkPromotionComment(' \n ')).toEqual({ ok: true, comment: null });
    expect(checkPromotionComment(undefined)).toEqual({ ok: true, comment: null });
    expect(PromotionClaimInput.parse({ id: 3 })).toEqual({ id: 3 });
    expect(PromotionClaimInput.parse({ id: 3, comment: ' hi ' })).toEqual({ id: 3, comment: 'hi' });
  });

  it(`takes ${PROMOTION_COMMENT_MAX_LENGTH} characters counted as code points, not one more`, () => {
    const emoji = '🎉'.repeat(PROMOTION_COMMENT_MAX_LENGTH);
    expect(promotionCommentLength(` ${emoji}\n`)).toBe(PROMOTION_COMMENT_MAX_LENGTH);
    expect(checkPromotionComment(emoji).ok).toBe(true);
    expect(checkPromotionComment(`${emoji}x`)).toEqual({
      ok: false,
      code: 'promotion.comment.length',
    });
    const parsed = PromotionClaimInput.safeParse({ id: 3, comment: 'x'.repeat(141) });
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['comment'],
      params: { code: 'promotion.comment.length' },
    });
  });

  it.each(['\u0000', '\u0007', '\t', '\u007f', '\u202e'])('refuses %j', (char) => {
    expect(checkPromotionComment(`a${char}b`)).toEqual({ ok: false, code: 'text.control.chars' });
  });

  it('says the limit in both languages', () => {
    expect(ERROR_MESSAGES['promotion.comment.length'].EN).toContain('140');
    expect(ERROR_MESSAGES['promotion.comment.length'].TY).toContain('140');
  });
});
