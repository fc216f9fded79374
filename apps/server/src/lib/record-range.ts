import { siteDayStart, type RecordPeriod } from '@app/contracts';

const PERIOD_DAYS = { today: 1, '7d': 7, '30d': 30 } as const satisfies Record<
  RecordPeriod,
  number
>;

/** Midnight in the Philippines (UTC+8) that starts the day of `now`, `daysBack` days earlier. */
export const startOfLocalDay = (now: Date, daysBack = 0): Date =>
  new Date(siteDayStart(now.getTime(), daysBack));

/** The range a record list asks for; `to` is exclusive. */
export type TimeRange = { from?: Date; to?: Date };

/** A period ending now (from the Philippines' midnight), or from/to (to inclusive, epoch ms). */
export function rangeOf(
  query: { period?: RecordPeriod | undefined; from?: number | undefined; to?: number | undefined },
  now: Date,
): TimeRange {
  if (query.period !== undefined) {
    return { from: startOfLocalDay(now, PERIOD_DAYS[query.period] - 1) };
  }
  return {
    ...(query.from === undefined ? {} : { from: new Date(query.from) }),
    ...(query.to === undefined ? {} : { to: new Date(query.to + 1) }),
  };
}
