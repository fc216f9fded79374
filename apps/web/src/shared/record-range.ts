import type { RecordPeriod } from '@app/contracts';
import { DAY_MS, siteDayKey, siteInstant } from '@app/contracts/zod-free';

/**
 * A record list's range: one of the quick periods ending now, or 'custom' with two days of the
 * site's calendar (the Philippines'), both included.
 */
export type RecordChoice = RecordPeriod | 'custom';
/** Days as the date field gives them: YYYY-MM-DD. */
export type RecordDays = { from: string; to: string };
export type RecordRange = { period: RecordChoice; days?: RecordDays | undefined };

/** How far back the date fields reach. */
export const RECORD_DAYS_BACK = 90;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The site's calendar day of `epochMs`, YYYY-MM-DD. */
export const siteDay = (epochMs: number): string => siteDayKey(epochMs);

/** The epoch ms at which the site's day `day` starts, or undefined for a malformed day. */
function dayStart(day: string): number | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const start = siteInstant(year, month, date);
  return siteDay(start) === day ? start : undefined;
}

/** The days a custom range starts with: the last 7, today included. */
export function lastWeek(now = Date.now()): RecordDays {
  return { from: siteDay(now - 6 * DAY_MS), to: siteDay(now) };
}

/** The earliest and latest day the date fields offer. */
export const dayBounds = (now = Date.now()) => ({
  min: siteDay(now - RECORD_DAYS_BACK * DAY_MS),
  max: siteDay(now),
});

/**
 * The range's query fields: `period`, or `from`/`to` in epoch ms (`to` the last ms of its day,
 * which the server counts in). Days given the wrong way round are read in order.
 */
export function rangeQuery(range: RecordRange): {
  period?: RecordPeriod;
  from?: number;
  to?: number;
} {
  if (range.period !== 'custom') return { period: range.period };
  const days = range.days ?? lastWeek();
  const [first, last] = [days.from, days.to].sort();
  const from = dayStart(first ?? '');
  const end = dayStart(last ?? '');
  if (from === undefined || end === undefined) return { period: '7d' };
  return { from, to: end + DAY_MS - 1 };
}
