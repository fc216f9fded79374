import { describe, expect, it } from 'vitest';
import { formatAmount } from './format';

describe('formatAmount', () => {
  it('shows 2 decimals with grouping in both languages', () => {
    expect(formatAmount(10000, 'TY')).toBe('10,000.00');
    expect(formatAmount(10000, 'EN')).toBe('10,000.00');
    expect(formatAmount(0, 'TY')).toBe('0.00');
    expect(formatAmount(1234567.891, 'EN')).toBe('1,234,567.89');
  });
});
