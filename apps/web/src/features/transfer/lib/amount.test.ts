import type { UplineTransferInfo } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { amountIssue } from './amount';

const info: UplineTransferInfo = {
  upline: { account: 'ag***01' },
  available: 50_000,
  limits: { minAmount: 100, maxAmount: 50_000 },
  paymentPasswordSet: true,
};

describe('upline transfer amount', () => {
  it('names what is wrong', () => {
    expect(amountIssue('', undefined, info)).toBe('empty');
    expect(amountIssue('1.234', undefined, info)).toBe('invalid');
    expect(amountIssue('0.99', 99, info)).toBe('min');
    expect(amountIssue('500.01', 50_001, info)).toBe('over');
    expect(amountIssue('500', 50_000, info)).toBeUndefined();
    expect(amountIssue('1', 100, info)).toBeUndefined();
  });
});
