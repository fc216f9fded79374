import type { Language } from '@app/contracts/zod-free';
import { NUMBER_LOCALES, SITE_TIME_ZONE, siteClock } from './format';

/*
 * Record lists under the day each entry happened (the account record, the rebate report): the
 * grouping, the day's heading and the time under it.
 */

/** The entries of one site calendar day (the Philippines'), in the order they came (newest first). */
export type DayGroup<T> = { key: string; day: Date; list: T[] };

const DAY_MS = 86_400_000;
const dayKey = (date: Date) => {
  const site = siteClock(date.getTime());
  return `${site.getUTCFullYear()}-${site.getUTCMonth() + 1}-${site.getUTCDate()}`;
};

/** Splits a newest-first list by the site's date. */
export function groupByDay<T extends { createdAt: number }>(list: readonly T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const record of list) {
    const day = new Date(record.createdAt);
    const key = dayKey(day);
    const last = groups.at(-1);
    if (last?.key === key) last.list.push(record);
    else groups.push({ key, day, list: [record] });
  }
  return groups;
}

/** 'today', 'yesterday', or neither: the heading then names the date. */
export function relativeDay(day: Date, now = new Date()): 'today' | 'yesterday' | undefined {
  const yesterday = new Date(now.getTime() - DAY_MS);
  if (dayKey(day) === dayKey(now)) return 'today';
  if (dayKey(day) === dayKey(yesterday)) return 'yesterday';
  return undefined;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function format(language: Language, kind: 'day' | 'dayYear' | 'time'): Intl.DateTimeFormat {
  const key = `${language}:${kind}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(
      NUMBER_LOCALES[language],
      kind === 'time'
        ? { hour: 'numeric', minute: '2-digit', timeZone: SITE_TIME_ZONE }
        : {
            weekday: 'long',
            month: 'long',
            day: 'numeric',
            year: kind === 'dayYear' ? 'numeric' : undefined,
            timeZone: SITE_TIME_ZONE,
          },
    );
    formats.set(key, found);
  }
  return found;
}

/** "Biyernes, Enero 2" ("…, 2025" when not this year). */
export const formatDay = (day: Date, language: Language, now = new Date()) => {
  const sameYear =
    siteClock(day.getTime()).getUTCFullYear() === siteClock(now.getTime()).getUTCFullYear();
  return format(language, sameYear ? 'day' : 'dayYear').format(day);
};

/** "9:05 PM": the time of day under the day's heading. */
export const formatTime = (epochMs: number, language: Language) =>
  format(language, 'time').format(epochMs);
