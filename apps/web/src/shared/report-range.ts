import { reportDayCount, teamReportRangeError, type TeamReportRangeError } from '@app/contracts';
import { DAY_MS, siteDayKey, siteDayKeyStart, sitePeriodOf } from '@app/contracts/zod-free';
import { lastWeek, type RecordDays } from './record-range';

/*
 * The agent reports' range (team overview, team profit and loss): today, yesterday, this week,
 * this month or two days of the site's calendar (GMT+8), at most 31 days a query and 90 days back
 * (AGENTS.md "Query ranges"; contracts team-kpi.ts).
 */

export const REPORT_PERIODS = ['today', 'yesterday', 'thisWeek', 'thisMonth'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export type ReportChoice = ReportPeriod | 'custom';
export type ReportRange = { period: ReportChoice; days?: RecordDays | undefined };

/** The first and last day (YYYY-MM-DD, both included) a report asks for. */
export type ReportDays = { startDate: string; endDate: string };
/** Why two chosen days cannot be asked for: the contract's error code (its message says why). */
export type ReportRangeError = TeamReportRangeError;

export type ReportRangeResult = { days: ReportDays } | { error: ReportRangeError };

/** Whole days from `from` to `to` (YYYY-MM-DD), both counted: 1 for one day. */
export const daysBetween = reportDayCount;

/** The days of a quick period that holds `now` (this week from Monday, this month from the 1st). */
function periodDays(period: ReportPeriod, now: number): ReportDays {
  const today = siteDayKey(now);
  if (period === 'today') return { startDate: today, endDate: today };
  if (period === 'yesterday') {
    const yesterday = siteDayKey(now - DAY_MS);
    return { startDate: yesterday, endDate: yesterday };
  }
  const kind = period === 'thisWeek' ? 'week' : 'month';
  return { startDate: siteDayKey(sitePeriodOf(kind, now).from), endDate: today };
}

/**
 * The days a range asks for, or why it cannot, by the rule the server follows too
 * (teamReportRangeError): two chosen days, read in order, span at most TEAM_REPORT_MAX_DAYS days,
 * none before TEAM_REPORT_DAYS_BACK days ago nor after today.
 */
export function reportDays(range: ReportRange, now = Date.now()): ReportRangeResult {
  if (range.period !== 'custom') return { days: periodDays(range.period, now) };
  const chosen = range.days ?? lastWeek(now);
  const [startDate = '', endDate = ''] = [chosen.from, chosen.to].sort();
  const days = { startDate, endDate };
  const error = teamReportRangeError(days, now);
  return error ? { error: error.code } : { days };
}

/** Every day from startDate to endDate, oldest first. */
export function eachDay({ startDate, endDate }: ReportDays): string[] {
  const count = daysBetween(startDate, endDate);
  const first = siteDayKeyStart(startDate);
  return Array.from({ length: Math.max(count, 0) }, (_, index) =>
    siteDayKey(first + index * DAY_MS),
  );
}

/**
 * One row per day of the range, oldest first: the server's row of that day, or `zero(day)` where
 * it sent none (a day nothing happened).
 */
export function fillDays<Row>(
  range: ReportDays,
  rows: readonly Row[],
  dayOf: (row: Row) => string,
  zero: (day: string) => Row,
): Row[] {
  const byDay = new Map(rows.map((row) => [dayOf(row), row]));
  return eachDay(range).map((day) => byDay.get(day) ?? zero(day));
}
