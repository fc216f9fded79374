import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, codeAt, matchingStep, newTotpSecret, stepAt } from './totp.js';

// RFC 6238 appendix B: the SHA-1 secret is the ASCII of "12345678901234567890".
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP', () => {
  it('computes the codes of RFC 6238’s test vectors (six digits of the eight)', () => {
    for (const [seconds, eight] of [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
    ] as const) {
      expect(codeAt(RFC_SECRET, stepAt(new Date(seconds * 1000)))).toBe(eight.slice(2));
    }
  });

  it('round-trips base32 and makes 160-bit secrets', () => {
    const bytes = Buffer.from('any bytes at all, 0-255 \u00ff');
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
    expect(() => base32Decode('not base32!')).toThrow(RangeError);
  });

  it('takes a code of the step before or after, once, and nothing further off', () => {
    const secret = newTotpSecret();
    const at = new Date('2026-11-29T08:00:10Z');
    const now = stepAt(at);
    expect(matchingStep(secret, codeAt(secret, now), at, null)).toBe(now);
    expect(matchingStep(secret, codeAt(secret, now - 1), at, null)).toBe(now - 1);
    expect(matchingStep(secret, codeAt(secret, now + 1), at, null)).toBe(now + 1);
    expect(matchingStep(secret, codeAt(secret, now - 2), at, null)).toBeUndefined();
    // Used once: the same step (or an earlier one) is refused after.
    expect(matchingStep(secret, codeAt(secret, now), at, now)).toBeUndefined();
    expect(matchingStep(secret, '12345', at, null)).toBeUndefined();
  });
});
