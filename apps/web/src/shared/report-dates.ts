import type { Language } from '@app/contracts/zod-free';
import { NUMBER_LOCALES } from '@/shared/format';

type DateStyle = 'short' | 'weekday' | 'long';
const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { month: 'short', day: 'numeric' },
  weekday: { weekday: 'short', month: 'short', day: 'numeric' },
  long: { month: 'short', day: 'numeric', year: 'numeric' },
};
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A YYYY-MM-DD site date as the language writes it ("Nob 28", "Sab, Nob 28", "Nob 28, 2026"):
 * read as a UTC midnight and written in UTC, so the phone's zone cannot move it a day.
 */
export function formatDate(date: string, language: Language, style: DateStyle): string {
  const key = `${language}:${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(NUMBER_LOCALES[language], {
      ...OPTIONS[style],
      timeZone: 'UTC',
    });
    formats.set(key, format);
  }
  return format.format(Date.parse(`${date}T00:00:00Z`));
}

/**
 * The chart's date labels: the day of the month ("28"), with the month ("Nob 1") on the first
 * label shown and on the first label of each new month; undefined where a column shows none.
 */
export function dateLabels(
  dates: readonly string[],
  isLabelled: readonly boolean[],
  language: Language,
): (string | undefined)[] {
  let month: string | undefined;
  return dates.map((date, index) => {
    if (!isLabelled[index]) return undefined;
    const thisMonth = date.slice(0, 7);
    const isNewMonth = thisMonth !== month;
    month = thisMonth;
    return isNewMonth ? formatDate(date, language, 'short') : String(Number(date.slice(8)));
  });
}

/** A report's days as its header says them: "Nob 28, 2026", or "Nob 1 – Nob 28, 2026". */
export function rangeText(
  range: { startDate: string; endDate: string },
  language: Language,
  join: (from: string, to: string) => string,
): string {
  return range.startDate === range.endDate
    ? formatDate(range.startDate, language, 'long')
    : join(
        formatDate(range.startDate, language, 'short'),
        formatDate(range.endDate, language, 'long'),
      );
}
