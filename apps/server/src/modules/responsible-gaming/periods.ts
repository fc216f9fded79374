import { RECORDS_UTC_OFFSET_MINUTES, type PlayLimitPeriod } from '@app/contracts';

const DAY_MS = 86_400_000;
const OFFSET_MS = RECORDS_UTC_OFFSET_MINUTES * 60_000;

/**
 * The period of a limit that holds `now`, in the Philippines' calendar (UTC+8, no daylight
 * saving): the day from midnight, the week from Monday, the month from the 1st. `to` is exclusive.
 */
export function periodOf(period: PlayLimitPeriod, now: Date): { from: Date; to: Date } {
  const local = now.getTime() + OFFSET_MS;
  const day = Math.floor(local / DAY_MS);
  if (period === 'day') return localDays(day, day + 1);
  if (period === 'week') {
    // 1970-01-01 was a Thursday: day 0 is 3 days after a Monday.
    const monday = day - ((day + 3) % 7);
    return localDays(monday, monday + 7);
  }
  const date = new Date(local);
  const first = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  const next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  return { from: new Date(first - OFFSET_MS), to: new Date(next - OFFSET_MS) };
}

const localDays = (first: number, end: number) => ({
  from: new Date(first * DAY_MS - OFFSET_MS),
  to: new Date(end * DAY_MS - OFFSET_MS),
});

/** `months` calendar months after `at` (the 31st may land on the 1st of the month after). */
export function addMonths(at: Date, months: number): Date {
  const next = new Date(at.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}
