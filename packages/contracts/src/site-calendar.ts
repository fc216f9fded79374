/**
 * The site's calendar, the one both sides and the SQL count days with: the Philippines, UTC+8 all
 * year (no daylight saving). A "site day" runs from Manila midnight to the next; weeks start on
 * Monday; half-months are the 1st–15th and the 16th–end (how dividends are paid); hours are whole
 * UTC hours, which are whole Manila hours too. Every instant is epoch ms; every period is
 * `[from, to)`.
 */

/** The site's offset from UTC: +8 hours. The only place it is written. */
export const SITE_UTC_OFFSET_MINUTES = 480;
export const SITE_OFFSET_MS = SITE_UTC_OFFSET_MINUTES * 60_000;
/** The site's IANA zone, for Intl formatting where a runtime has it. */
export const SITE_TIME_ZONE = 'Asia/Manila';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** A period of site time: `from` inclusive, `to` exclusive (epoch ms). */
export type SitePeriod = { from: number; to: number };
export type SitePeriodKind = 'hour' | 'day' | 'week' | 'half-month' | 'month';

/** The wall clock in Manila at `at`, as a Date whose UTC fields read Manila's. */
export const siteClock = (at: number): Date => new Date(at + SITE_OFFSET_MS);

/** The instant of Manila wall-clock time `year-month-date hh:mm` (month 1–12). */
export const siteInstant = (year: number, month: number, date: number, hours = 0, minutes = 0) =>
  Date.UTC(year, month - 1, date, hours, minutes) - SITE_OFFSET_MS;

/** The site day's number since 1970-01-01 (Manila) that holds `at`. */
const siteDayNumber = (at: number) => Math.floor((at + SITE_OFFSET_MS) / DAY_MS);

/** Manila midnight that starts the day of `at`, `daysBack` days earlier. */
export const siteDayStart = (at: number, daysBack = 0): number =>
  (siteDayNumber(at) - daysBack) * DAY_MS - SITE_OFFSET_MS;

/** '2026-11-28': the site day of `at`. */
export const siteDayKey = (at: number): string => siteClock(at).toISOString().slice(0, 10);

/** The instant a site day key ('2026-11-28') starts. */
export const siteDayKeyStart = (key: string): number =>
  Date.parse(`${key}T00:00:00Z`) - SITE_OFFSET_MS;

/** The period of `kind` that holds `at`. */
export function sitePeriodOf(kind: SitePeriodKind, at: number): SitePeriod {
  if (kind === 'hour') {
    const from = Math.floor(at / HOUR_MS) * HOUR_MS;
    return { from, to: from + HOUR_MS };
  }
  const day = siteDayNumber(at);
  const days = (first: number, end: number) => ({
    from: first * DAY_MS - SITE_OFFSET_MS,
    to: end * DAY_MS - SITE_OFFSET_MS,
  });
  if (kind === 'day') return days(day, day + 1);
  if (kind === 'week') {
    // 1970-01-01 was a Thursday: day 0 is 3 days after a Monday.
    const monday = day - ((day + 3) % 7);
    return days(monday, monday + 7);
  }
  const clock = siteClock(at);
  const year = clock.getUTCFullYear();
  const month = clock.getUTCMonth() + 1;
  if (kind === 'month') {
    return { from: siteInstant(year, month, 1), to: siteInstant(year, month + 1, 1) };
  }
  return clock.getUTCDate() <= 15
    ? { from: siteInstant(year, month, 1), to: siteInstant(year, month, 16) }
    : { from: siteInstant(year, month, 16), to: siteInstant(year, month + 1, 1) };
}

/** The period of `kind` just before `period` (the one a salary or dividend run settles). */
export const sitePreviousPeriod = (kind: SitePeriodKind, period: SitePeriod): SitePeriod =>
  sitePeriodOf(kind, period.from - 1);

/** The last `days` site days up to and including the day of `at` (today: 1, a week: 7). */
export const siteLastDays = (at: number, days: number): SitePeriod => ({
  from: siteDayStart(at, days - 1),
  to: siteDayStart(at) + DAY_MS,
});
