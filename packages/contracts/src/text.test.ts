import { describe, expect, it } from 'vitest';
import { AffiliateCheckQuery, LoginBody, RegisterBody } from './auth-bodies.js';
import { NicknameBody } from './member.js';
import { OperatorMerchantParams } from './operator.js';
import { SealedBody } from './sealing.js';
import { DomainRouteQuery } from './system.js';
import { hasControlChars, isControlCharsIssue, text } from './text.js';

describe('text inputs', () => {
  it.each([
    '\u0000',
    '\u0001',
    '\t',
    '\n',
    '\r',
    '\u001b',
    '\u001f',
    '\u007f',
    '\u0085',
    '\u009b',
    '\u202e',
    '\u202a',
    '\u2066',
    '\u2069',
  ])('refuse the control character %j', (char) => {
    const parsed = text().safeParse(`a${char}b`);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.some(isControlCharsIssue)).toBe(true);
  });

  it('accept letters of any script, spaces and punctuation', () => {
    expect(hasControlChars("Niño Dela Cruz-O'Neil 日本 ₱ 😀 مرحبا שלום")).toBe(false);
    expect(text().trim().max(40).parse('  Juan  ')).toBe('Juan');
  });

  it.each([
    ['domainRoute query', DomainRouteQuery, { domain: '\u0000' }],
    ['affiliate check query', AffiliateCheckQuery, { code: 'AB\u0000' }],
    ['nickname', NicknameBody, { nickname: 'Ju\u0000an' }],
    ['registration', RegisterBody, { nickname: 'Ju\u0000an' }],
    ['login', LoginBody, { type: 'username', username: 'juan\u0000' }],
    ['operator params', OperatorMerchantParams, { merchantCode: 'DEMO\u0000' }],
    [
      'sealed body key id',
      SealedBody,
      { kid: '\u0000', epk: 'a'.repeat(64), iv: 'b'.repeat(24), data: 'cd' },
    ],
  ])('are checked in the %s', (_case, schema, input) => {
    const parsed = schema.safeParse(input);
    expect(parsed.error?.issues.some(isControlCharsIssue)).toBe(true);
  });
});
