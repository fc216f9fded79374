import { siteDayKey, siteDayStart } from '@app/contracts/zod-free';

/** The period chips, in the order they show. */
export const PNL_PERIODS = ['today', 'yesterday', '7d', '30d'] as const;
export type PnlPeriod = (typeof PNL_PERIODS)[number];

export type PnlRange = { startDate: string; endDate: string };

/** Days back of the first and the last day of each period (0 is today). */
const SPANS: Record<PnlPeriod, readonly [number, number]> = {
  today: [0, 0],
  yesterday: [1, 1],
  '7d': [6, 0],
  '30d': [29, 0],
};

/**
 * The Philippine calendar date (YYYY-MM-DD) `daysBack` days before the one of `epochMs`, whatever
 * the phone's own time zone: the instant moved by +8 h, read as UTC.
 */
export function philippineDate(epochMs: number, daysBack = 0): string {
  return siteDayKey(siteDayStart(epochMs, daysBack));
}

/** The first and last day (inclusive) a period asks the server for. */
export function periodRange(period: PnlPeriod, now = Date.now()): PnlRange {
  const [from, to] = SPANS[period];
  return { startDate: philippineDate(now, from), endDate: philippineDate(now, to) };
}
