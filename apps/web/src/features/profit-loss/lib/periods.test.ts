import { describe, expect, it } from 'vitest';
import { periodRange, philippineDate } from './periods';

describe('profit-and-loss periods', () => {
  // 16:30 UTC on 1 March is 00:30 on 2 March in Manila.
  const nearMidnight = Date.parse('2026-03-01T16:30:00Z');

  it('names the Philippine day, not the UTC one', () => {
    expect(philippineDate(nearMidnight)).toBe('2026-03-02');
    expect(philippineDate(Date.parse('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
  });

  it('spans today, yesterday, 7 and 30 days ending today', () => {
    expect(periodRange('today', nearMidnight)).toEqual({
      startDate: '2026-03-02',
      endDate: '2026-03-02',
    });
    expect(periodRange('yesterday', nearMidnight)).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-01',
    });
    expect(periodRange('7d', nearMidnight)).toEqual({
      startDate: '2026-02-24',
      endDate: '2026-03-02',
    });
    // February 2026 has 28 days: 1 February to 2 March is 30.
    expect(periodRange('30d', nearMidnight)).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-03-02',
    });
  });

  it('crosses a year end', () => {
    expect(periodRange('yesterday', Date.parse('2025-12-31T16:00:00Z'))).toEqual({
      startDate: '2025-12-31',
      endDate: '2025-12-31',
    });
  });
});
