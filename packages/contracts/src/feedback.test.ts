import { describe, expect, it } from 'vitest';
import { errorMessage } from './errors.js';
import {
  checkFeedbackContent,
  FEEDBACK_CONTENT_MAX_LENGTH,
  FEEDBACK_MESSAGE_PARAMS,
  FeedbackFields,
  feedbackImageType,
  feedbackLength,
} from './feedback.js';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('feedback rules', () => {
  it('knows PNG and JPEG by their first bytes, and nothing else', () => {
    expect(feedbackImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
    expect(feedbackImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    // GIF89a, a truncated PNG signature, nothing.
    expect(feedbackImageType(bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61))).toBeUndefined();
    expect(feedbackImageType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeUndefined();
    expect(feedbackImageType(bytes())).toBeUndefined();
  });

  it('trims the text and counts code points against the bounds', () => {
    expect(checkFeedbackContent('   Mabagal ang deposit\nkahapon  ')).toEqual({
      ok: true,
      content: 'Mabagal ang deposit\nkahapon',
    });
    expect(checkFeedbackContent('   short   ')).toEqual({
      ok: false,
      code: 'feedback.content.length',
    });
    expect(feedbackLength('😀'.repeat(10))).toBe(10);
    expect(checkFeedbackContent('😀'.repeat(FEEDBACK_CONTENT_MAX_LENGTH)).ok).toBe(true);
    expect(checkFeedbackContent('x'.repeat(FEEDBACK_CONTENT_MAX_LENGTH + 1)).ok).toBe(false);
  });

  it('refuses control characters other than line breaks and tabs', () => {
    expect(checkFeedbackContent('hello there\u0000 friend')).toEqual({
      ok: false,
      code: 'text.control.chars',
    });
    expect(checkFeedbackContent('hello \u202eereht dneirf')).toMatchObject({ ok: false });
    expect(checkFeedbackContent('line one\r\n\tline two')).toMatchObject({ ok: true });
    expect(FeedbackFields.safeParse({ content: 'too short' }).success).toBe(false);
  });

  it('fills every placeholder of its messages in both languages', () => {
    for (const code of [
      'feedback.content.length',
      'feedback.image.type',
      'feedback.image.too.large',
      'feedback.images.too.many',
    ] as const) {
      for (const language of ['TY', 'EN'] as const) {
        expect(errorMessage(code, language, FEEDBACK_MESSAGE_PARAMS)).not.toMatch(/[{}]/);
      }
    }
    expect(errorMessage('feedback.image.too.large', 'EN', FEEDBACK_MESSAGE_PARAMS)).toBe(
      'Each image must be 5 MB or smaller',
    );
  });
});
