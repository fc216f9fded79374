import { describe, expect, it } from 'vitest';
import { formatAmount, formatWhole, siteDateFormat } from './format';

const formatNumberIntl = (value: number) =>
  new Intl.NumberFormat('fil-PH', { maximumFractionDigits: 0 }).format(value);

describe('formatAmount', () => {
  it('shows 2 decimals with grouping in both languages', () => {
    expect(formatAmount(10000, 'TY')).toBe('10,000.00');
    expect(formatAmount(10000, 'EN')).toBe('10,000.00');
    expect(formatAmount(0, 'TY')).toBe('0.00');
    expect(formatAmount(1234567.891, 'EN')).toBe('1,234,567.89');
  });
});

describe('formatWhole', () => {
  it('groups thousands as both site languages do, and drops any fraction', () => {
    for (const value of [0, 7, 999, 1000, 12_345, 1_234_567, 1_299_999_999.9]) {
      expect(formatWhole(value)).toBe(formatNumberIntl(Math.trunc(value)));
    }
  });
});

describe('siteDateFormat', () => {
  it('writes a moment in Manila time, whatever the zone, in each language', () => {
    const dayOf = siteDateFormat({ month: 'short', day: 'numeric', hour: 'numeric' });
    // 2026-11-23 17:30 UTC is Nov 24, 1:30 AM in Manila.
    const moment = Date.UTC(2026, 10, 23, 17, 30);
    const expected = (locale: string) =>
      new Intl.DateTimeFormat(locale, {
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        timeZone: 'Asia/Manila',
      }).format(moment);
    expect(dayOf(moment, 'EN')).toBe(expected('en-PH'));
    expect(dayOf(new Date(moment), 'TY')).toBe(expected('fil-PH'));
    expect(dayOf(moment, 'EN')).toContain('24');
  });
});
