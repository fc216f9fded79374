import { describe, expect, it } from 'vitest';
import { withdrawInfoFixture } from '@/testing/withdraw-fixtures';
import { amountIssue, maxWithdrawable, withdrawBlock } from './checks';

describe('withdraw checks (the server asks them again)', () => {
  it('refuses amounts outside the limits, over the balance or over what is left today', () => {
    const info = withdrawInfoFixture({
      available: 3_000_000,
      today: { count: 2, amount: 18_000_000 },
    });
    expect(amountIssue('', undefined, info)).toBe('empty');
    expect(amountIssue('abc', undefined, info)).toBe('invalid');
    expect(amountIssue('99.99', 9_999, info)).toBe('too_low');
    expect(amountIssue('50000.01', 5_000_001, info)).toBe('too_high');
    expect(amountIssue('30000.01', 3_000_001, info)).toBe('over_available');
    expect(amountIssue('25000', 2_500_000, info)).toBe('over_daily');
    expect(amountIssue('20000', 2_000_000, info)).toBeUndefined();
  });

  it('offers as "All" the least of the balance, the request limit and today’s amount left', () => {
    expect(maxWithdrawable(withdrawInfoFixture({ available: 123_45 }))).toBe(123_45);
    expect(maxWithdrawable(withdrawInfoFixture({ available: 9_000_000 }))).toBe(5_000_000);
    expect(
      maxWithdrawable(
        withdrawInfoFixture({ available: 9_000_000, today: { count: 4, amount: 19_000_000 } }),
      ),
    ).toBe(1_000_000);
  });

  it('blocks while turnover is left, one is in process, today’s count is used or too little is there', () => {
    expect(withdrawBlock(withdrawInfoFixture())).toBeUndefined();
    expect(
      withdrawBlock(
        withdrawInfoFixture({ turnover: { required: 10, wagered: 5, remaining: 5 }, pending: 1 }),
      ),
    ).toBe('turnover');
    expect(withdrawBlock(withdrawInfoFixture({ pending: 1 }))).toBe('pending');
    expect(withdrawBlock(withdrawInfoFixture({ today: { count: 5, amount: 50_000 } }))).toBe(
      'daily_count',
    );
    expect(withdrawBlock(withdrawInfoFixture({ available: 9_999 }))).toBe('low_balance');
  });
});
