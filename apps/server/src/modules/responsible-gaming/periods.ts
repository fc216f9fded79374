import { sitePeriodOf, type PlayLimitPeriod } from '@app/contracts';

/**
 * The period of a limit that holds `now`, on the site calendar: the day from Manila midnight, the
 * week from Monday, the month from the 1st. `to` is exclusive.
 */
export function periodOf(period: PlayLimitPeriod, now: Date): { from: Date; to: Date } {
  const { from, to } = sitePeriodOf(period, now.getTime());
  return { from: new Date(from), to: new Date(to) };
}

/** `months` calendar months after `at` (the 31st may land on the 1st of the month after). */
export function addMonths(at: Date, months: number): Date {
  const next = new Date(at.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}
