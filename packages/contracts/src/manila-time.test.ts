import { describe, expect, it } from 'vitest';
import { manilaTimeText } from './manila-time.js';

describe('manilaTimeText', () => {
  it('writes a moment in Manila time (UTC+8) in the member’s language', () => {
    // 2026-11-28 07:30 UTC is 3:30 PM in Manila.
    const at = Date.UTC(2026, 10, 28, 7, 30);
    expect(manilaTimeText(at, 'EN')).toBe('November 28, 2026, 3:30 PM (Manila time)');
    expect(manilaTimeText(at, 'TY')).toBe('Nobyembre 28, 2026, 3:30 PM (oras sa Maynila)');
  });

  it('turns the day at Manila’s midnight and writes 12 for noon and midnight', () => {
    expect(manilaTimeText(Date.UTC(2026, 11, 31, 16, 5), 'EN')).toBe(
      'January 1, 2027, 12:05 AM (Manila time)',
    );
    expect(manilaTimeText(new Date(Date.UTC(2026, 0, 1, 4, 0)), 'TY')).toBe(
      'Enero 1, 2026, 12:00 PM (oras sa Maynila)',
    );
  });
});
