import { describe, expect, it } from 'vitest';
import { siteInstant } from './site-calendar.js';
import {
  ByCategory,
  GAME_CATEGORIES,
  reportDayCount,
  TeamKpiQuery,
  teamReportRangeError,
} from './team-kpi.js';

const now = siteInstant(2026, 11, 28, 0, 30); // just after Manila midnight

describe('team report ranges', () => {
  it('counts both ends', () => {
    expect(reportDayCount('2026-11-28', '2026-11-28')).toBe(1);
    expect(reportDayCount('2026-10-29', '2026-11-28')).toBe(31);
  });

  it('takes 31 days up to today (GMT+8), no further back than 90 days', () => {
    expect(teamReportRangeError({ startDate: '2026-10-29', endDate: '2026-11-28' }, now)).toBe(
      undefined,
    );
    expect(teamReportRangeError({ startDate: '2026-08-30', endDate: '2026-08-30' }, now)).toBe(
      undefined,
    );
  });

  it('names what is wrong', () => {
    const error = (startDate: string, endDate: string) =>
      teamReportRangeError({ startDate, endDate }, now)?.code;
    expect(error('2026-11-28', '2026-11-27')).toBe('agent.report.range.order');
    expect(error('2026-10-28', '2026-11-28')).toBe('agent.report.range.long');
    expect(error('2026-11-28', '2026-11-29')).toBe('agent.report.range.future');
    expect(error('2026-08-29', '2026-08-29')).toBe('agent.report.range.old');
  });

  it('reads the query as the original client sends it', () => {
    const query = TeamKpiQuery.parse({ startDate: '2026-11-28', endDate: '2026-11-28', size: '0' });
    expect(query).toEqual({
      startDate: '2026-11-28',
      endDate: '2026-11-28',
      size: 0,
      page: 1,
      scope: 'team',
    });
    expect(TeamKpiQuery.safeParse({ startDate: '2026-02-30', endDate: '2026-03-01' }).success).toBe(
      false,
    );
  });

  it('answers every category', () => {
    const zero = { bet: 0, validBet: 0, win: 0, pnl: 0 };
    const all = Object.fromEntries(GAME_CATEGORIES.map((c) => [c, zero]));
    expect(ByCategory.parse(all)).toEqual(all);
    expect(ByCategory.safeParse({ ...all, sports: undefined }).success).toBe(false);
  });
});
