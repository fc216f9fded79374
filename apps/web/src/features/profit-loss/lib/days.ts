import type { MemberPnl, PnlFigures } from '@app/contracts';
import type { Language } from '@app/contracts/zod-free';
import { NUMBER_LOCALES } from '@/shared/format';

export type PnlDay = MemberPnl['days'][number];

/** The figures a day lists, in the order they show (net stands apart). */
export const FIGURE_KEYS = [
  'bets',
  'wins',
  'refunds',
  'deposits',
  'withdrawals',
  'bonuses',
] as const satisfies readonly (keyof PnlFigures)[];

/** Whether anything happened that day: any figure not zero. */
export const hasActivity = (figures: PnlFigures): boolean =>
  FIGURE_KEYS.some((key) => figures[key] !== 0) || figures.net !== 0;

/** The days with any activity, newest first. */
export const activeDaysNewestFirst = (days: readonly PnlDay[]): PnlDay[] =>
  days.filter(hasActivity).reverse();

const formats = new Map<string, Intl.DateTimeFormat>();
type DateStyle = 'short' | 'weekday' | 'long';
const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { month: 'short', day: 'numeric' },
  weekday: { weekday: 'short', month: 'short', day: 'numeric' },
  long: { month: 'short', day: 'numeric', year: 'numeric' },
};

/**
 * A YYYY-MM-DD Philippine date as the language writes it ("Mar 2", "Lun, Mar 2", "Mar 2, 2026"):
 * the date is read as a UTC midnight and written in UTC, so the phone's zone cannot shift it.
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

/** A date label's width at the chart's 10 px labels, a little generous, and the least gap. */
const LABEL_CHAR = 6.2;
const LABEL_GAP = 6;

/** The day of the month ("28"), with the month on the first label and on a new month's first. */
function nameLabels(dates: readonly string[], isKept: readonly boolean[], language: Language) {
  let month: string | undefined;
  return dates.map((date, index) => {
    if (!isKept[index]) return undefined;
    const thisMonth = date.slice(0, 7);
    const isNewMonth = thisMonth !== month;
    month = thisMonth;
    return isNewMonth ? formatDate(date, language, 'short') : String(Number(date.slice(8)));
  });
}

/**
 * The chart's date labels ("Peb 24", "25" … "Mar 1", "2"), undefined where a day has none: the
 * candidate columns are named, then, from the newest back, a label that would touch the one after
 * it is left out (a month's name is wider than a day's number) and the months named again.
 */
export function axisLabels(
  dates: readonly string[],
  candidates: readonly boolean[],
  centers: readonly number[],
  language: Language,
): (string | undefined)[] {
  const kept = [...candidates];
  let labels = nameLabels(dates, kept, language);
  for (let round = 0; round < 4; round++) {
    let changed = false;
    let nextLeft = Number.POSITIVE_INFINITY;
    for (let index = dates.length - 1; index >= 0; index--) {
      const label = labels[index];
      if (label === undefined) continue;
      const half = (label.length * LABEL_CHAR) / 2;
      const center = centers[index] ?? 0;
      if (center + half + LABEL_GAP > nextLeft) {
        kept[index] = false;
        changed = true;
      } else {
        nextLeft = center - half;
      }
    }
    if (!changed) break;
    labels = nameLabels(dates, kept, language);
  }
  return labels;
}
