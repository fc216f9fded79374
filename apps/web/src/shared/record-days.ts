import type { Language } from '@app/contracts/zod-free';
import { DAY_MS, siteDayKey, siteDayKeyStart } from '@app/contracts/zod-free';
import { siteClock, siteDateFormat } from './format';

/*
 * Record lists under the day each entry happened: the grouping, the day's heading and the time
 * under it. Days are the site's calendar days (Manila midnight to midnight, as the server counts
 * them), whatever zone the phone is set to.
 */

/**
 * The entries of one site day, in the order they came (newest first): `key` is the day
 * (YYYY-MM-DD), `day` the instant it starts.
 */
export type DayGroup<T> = { key: string; day: Date; list: T[] };

/** Splits a list by the site day `dayOf` (epoch ms) puts each entry in, days in order of first entry. */
export function groupByDay<T>(list: readonly T[], dayOf: (entry: T) => number): DayGroup<T>[] {
  const groups = new Map<string, DayGroup<T>>();
  for (const entry of list) {
    const key = siteDayKey(dayOf(entry));
    const group = groups.get(key);
    if (group) group.list.push(entry);
    else groups.set(key, { key, day: new Date(siteDayKeyStart(key)), list: [entry] });
  }
  return [...groups.values()];
}

/** The sum of `amount` over a day's entries (minor units): what a day's heading totals. */
export const sumOf = <T>(list: readonly T[], amount: (entry: T) => number): number =>
  list.reduce((sum, entry) => sum + amount(entry), 0);

/** 'today', 'yesterday', or neither: the heading then names the date. */
export function relativeDay(day: Date, now = new Date()): 'today' | 'yesterday' | undefined {
  const key = siteDayKey(day.getTime());
  if (key === siteDayKey(now.getTime())) return 'today';
  if (key === siteDayKey(now.getTime() - DAY_MS)) return 'yesterday';
  return undefined;
}

const dayFormat = siteDateFormat({ weekday: 'long', month: 'long', day: 'numeric' });
const dayYearFormat = siteDateFormat({
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** "Biyernes, Enero 2" ("…, 2025" when not this year). */
export const formatDay = (day: Date, language: Language, now = new Date()) => {
  const sameYear =
    siteClock(day.getTime()).getUTCFullYear() === siteClock(now.getTime()).getUTCFullYear();
  return (sameYear ? dayFormat : dayYearFormat)(day, language);
};

/** "9:05 PM": the time of day under the day's heading. */
export const formatTime = siteDateFormat({ hour: 'numeric', minute: '2-digit' });
