import { siteInstant } from '@app/contracts/zod-free';
import { describe, expect, it } from 'vitest';
import { eachDay, fillDays, reportDays } from './report-range';

// Wednesday 2026-11-18, 01:30 in Manila (still the 17th in UTC).
const NOW = siteInstant(2026, 11, 18, 1, 30);

describe('report range (site calendar, GMT+8)', () => {
  it('reads the quick periods on the Manila calendar', () => {
    expect(reportDays({ period: 'today' }, NOW)).toEqual({
      days: { startDate: '2026-11-18', endDate: '2026-11-18' },
    });
    expect(reportDays({ period: 'yesterday' }, NOW)).toEqual({
      days: { startDate: '2026-11-17', endDate: '2026-11-17' },
    });
    expect(reportDays({ period: 'thisWeek' }, NOW)).toEqual({
      days: { startDate: '2026-11-16', endDate: '2026-11-18' },
    });
    expect(reportDays({ period: 'thisMonth' }, NOW)).toEqual({
      days: { startDate: '2026-11-01', endDate: '2026-11-18' },
    });
  });

  it('reads two dates in order and refuses more than 31 days, 90 days back or the future', () => {
    const custom = (from: string, to: string) =>
      reportDays({ period: 'custom', days: { from, to } }, NOW);
    expect(custom('2026-11-10', '2026-11-01')).toEqual({
      days: { startDate: '2026-11-01', endDate: '2026-11-10' },
    });
    expect(custom('2026-10-19', '2026-11-18')).toEqual({
      days: { startDate: '2026-10-19', endDate: '2026-11-18' },
    });
    expect(custom('2026-10-18', '2026-11-18')).toEqual({ error: 'agent.report.range.long' });
    expect(custom('2026-08-19', '2026-08-20')).toEqual({ error: 'agent.report.range.old' });
    expect(custom('2026-08-20', '2026-08-20')).toEqual({
      days: { startDate: '2026-08-20', endDate: '2026-08-20' },
    });
    expect(custom('2026-11-18', '2026-11-19')).toEqual({ error: 'agent.report.range.future' });
  });

  it('fills the days the server left out with zeros, across a month end', () => {
    const range = { startDate: '2026-10-30', endDate: '2026-11-02' };
    expect(eachDay(range)).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    const rows = [{ date: '2026-10-31', value: 5 }];
    expect(
      fillDays(
        range,
        rows,
        (row) => row.date,
        (date) => ({ date, value: 0 }),
      ),
    ).toEqual([
      { date: '2026-10-30', value: 0 },
      { date: '2026-10-31', value: 5 },
      { date: '2026-11-01', value: 0 },
      { date: '2026-11-02', value: 0 },
    ]);
  });
});
