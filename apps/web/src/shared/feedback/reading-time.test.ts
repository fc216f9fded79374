import { describe, expect, it } from 'vitest';
import { readingTime } from './reading-time';

describe('readingTime (SPEC §9: default 1.5 s, short 3 s, long 8 s)', () => {
  it('gives a note of up to 24 characters 1.5 s', () => {
    expect(readingTime('Change saved')).toBe(1500);
    expect(readingTime('x'.repeat(24))).toBe(1500);
  });

  it('gives a sentence of 25 to 64 characters 3 s', () => {
    expect(readingTime('x'.repeat(25))).toBe(3000);
    expect(readingTime('Hindi makopya. Pindutin nang matagal ang text para kopyahin.')).toBe(3000);
    expect(readingTime('x'.repeat(64))).toBe(3000);
  });

  it('gives an explanation of over 64 characters 8 s', () => {
    expect(readingTime('x'.repeat(65))).toBe(8000);
    expect(
      readingTime('This feature isn’t available right now. Please contact customer service.'),
    ).toBe(8000);
  });

  it('counts the characters shown: a peso sign or ñ is one, runs of spaces one, ends none', () => {
    expect(readingTime(`  ${'₱'.repeat(12)}\n\n   ${'ñ'.repeat(11)}  `)).toBe(1500);
    expect(readingTime('👍'.repeat(24))).toBe(1500);
  });
});
