import { describe, expect, it } from 'vitest';
import { rangeIssue } from './use-pay-form';

const limits = { minAmount: 100, maxAmount: 50_000 };

describe('a money form amount against its range', () => {
  it('names what is wrong', () => {
    expect(rangeIssue('', limits)).toBe('empty');
    expect(rangeIssue('  ', limits)).toBe('empty');
    expect(rangeIssue('1.234', limits)).toBe('invalid');
    expect(rangeIssue('0.99', limits)).toBe('min');
    expect(rangeIssue('500.01', limits)).toBe('over');
    expect(rangeIssue('500', limits)).toBeUndefined();
    expect(rangeIssue('1', limits)).toBeUndefined();
  });
});
