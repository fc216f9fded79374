import type { MemberPnl, PnlFigures } from '@app/contracts';
import type { Language } from '@app/contracts/zod-free';
import { dateLabels } from '@/shared/report-dates';

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

/** Days are written as every report writes them. */
export { formatDate } from '@/shared/report-dates';

/** A date label's width at the chart's 10 px labels, a little generous, and the least gap. */
const LABEL_CHAR = 6.2;
const LABEL_GAP = 6;

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
  let labels = dateLabels(dates, kept, language);
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
    labels = dateLabels(dates, kept, language);
  }
  return labels;
}
