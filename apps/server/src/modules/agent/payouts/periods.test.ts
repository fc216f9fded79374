import { siteInstant } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { hourlySalary, shareOf } from './compute.js';
import { closedPeriods, periodOf, periodOfKey, type PeriodLength } from './periods.js';

describe('period keys and the hourly salary', () => {
  const at = siteInstant(2026, 11, 27, 13, 45);

  it('names each period of the site calendar, and reads its key back', () => {
    const keys: Record<PeriodLength, string> = {
      'half-hour': '2026-11-27T13:30/30',
      hour: '2026-11-27T13:00/60',
      day: '2026-11-27',
      'half-month': '2026-11-H2',
      month: '2026-11',
    };
    for (const [length, key] of Object.entries(keys) as [PeriodLength, string][]) {
      const period = periodOf(length, at);
      expect(period.key).toBe(key);
      expect(period.from).toBeLessThanOrEqual(at);
      expect(period.to).toBeGreaterThan(at);
      expect(periodOfKey(key)).toEqual(period);
    }
    expect(periodOf('day', at).from).toBe(siteInstant(2026, 11, 27));
    expect(periodOfKey('2026-02-30')).toBeUndefined();
    expect(periodOfKey('2026-11-27T13:15/30')).toBeUndefined();
  });

  it('closes only ended periods, after the delay', () => {
    const [last] = closedPeriods('hour', siteInstant(2026, 11, 27, 14, 3), 5 * 60_000);
    expect(last?.key).toBe('2026-11-27T12:00/60');
    const [next] = closedPeriods('hour', siteInstant(2026, 11, 27, 14, 6), 5 * 60_000);
    expect(next?.key).toBe('2026-11-27T13:00/60');
  });

  it('pays a window a rate of its bet or a fixed amount, when the tier holds', () => {
    const tiers = [
      { minValidBet: 10_000, minActiveMembers: 1, rateBp: 25 },
      { minValidBet: 100_000, minActiveMembers: 2, fixedAmount: 5_000 },
    ];
    expect(hourlySalary(tiers, { validBet: 99_999, activeMembers: 5, netLoss: 0 })).toEqual({
      tier: 0,
      rateBp: 25,
      amount: 249,
    });
    expect(hourlySalary(tiers, { validBet: 100_000, activeMembers: 2, netLoss: 0 })).toEqual({
      tier: 1,
      rateBp: 0,
      amount: 5_000,
    });
    expect(hourlySalary(tiers, { validBet: 9_999, activeMembers: 9, netLoss: 0 }).amount).toBe(0);
    expect(shareOf(-5, 100)).toBe(0);
  });
});
