import { describe, expect, it } from 'vitest';
import { fakeServer } from '../testing/fake-server';
import { balanceOf, getBalance } from './balance';
import { formatMoney } from './format';

describe('the balance in minor units', () => {
  it('turns the wire’s major units into integers once, at the boundary', async () => {
    fakeServer({
      '/wps/wallets/balance': {
        sumBalance: 1234.56,
        currency: 'PHP',
        currencySymbol: '₱',
        bonusBalance: 0.29,
        bonusRequired: 1000,
        bonusWagered: 250.1,
        withdrawable: 1234.56,
      },
    });
    await expect(getBalance()).resolves.toEqual({
      cashMinor: 123_456,
      currency: 'PHP',
      currencySymbol: '₱',
      bonusMinor: 29,
      bonusRequiredMinor: 100_000,
      bonusWageredMinor: 25_010,
      withdrawableMinor: 123_456,
    });
  });

  it('leaves out what the wire did not say', () => {
    const balance = balanceOf({ sumBalance: 0.1, currency: 'PHP', currencySymbol: '₱' });
    expect(balance.cashMinor).toBe(10);
    expect(balance.bonusMinor).toBeUndefined();
    expect(balance.withdrawableMinor).toBeUndefined();
  });
});

describe('formatMoney', () => {
  it('writes minor units with the symbol, grouping and 2 decimals, unsigned', () => {
    expect(formatMoney(123_450, '₱', 'TY')).toBe('₱1,234.50');
    expect(formatMoney(0, '₱', 'EN')).toBe('₱0.00');
    expect(formatMoney(-500, '₱', 'EN')).toBe('₱5.00');
  });
});
