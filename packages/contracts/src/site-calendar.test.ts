import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  siteDayKey,
  siteDayKeyStart,
  siteDayStart,
  siteInstant,
  siteLastDays,
  sitePeriodOf,
  sitePreviousPeriod,
} from './site-calendar.js';

const iso = (at: number) => new Date(at).toISOString();
const period = (p: { from: number; to: number }) => [iso(p.from), iso(p.to)];

describe('the site calendar (Manila, UTC+8)', () => {
  it('starts a day at Manila midnight, 16:00 UTC the day before', () => {
    const justAfter = Date.UTC(2026, 10, 27, 16, 0, 0, 1); // 28 Nov 00:00:00.001 in Manila
    const justBefore = Date.UTC(2026, 10, 27, 15, 59, 59, 999);
    expect(siteDayKey(justAfter)).toBe('2026-11-28');
    expect(siteDayKey(justBefore)).toBe('2026-11-27');
    expect(iso(siteDayStart(justAfter))).toBe('2026-11-27T16:00:00.000Z');
    expect(iso(siteDayStart(justAfter, 2))).toBe('2026-11-25T16:00:00.000Z');
    expect(siteDayKeyStart('2026-11-28')).toBe(siteDayStart(justAfter));
    expect(siteInstant(2026, 11, 28)).toBe(siteDayStart(justAfter));
  });

  it('gives the day, the week from Monday, the month and the half-month holding an instant', () => {
    const at = siteInstant(2026, 11, 28, 10, 30); // a Saturday
    expect(period(sitePeriodOf('day', at))).toEqual([
      '2026-11-27T16:00:00.000Z',
      '2026-11-28T16:00:00.000Z',
    ]);
    expect(period(sitePeriodOf('week', at))).toEqual([
      '2026-11-22T16:00:00.000Z', // Monday 23 Nov, Manila
      '2026-11-29T16:00:00.000Z',
    ]);
    expect(period(sitePeriodOf('month', at))).toEqual([
      '2026-10-31T16:00:00.000Z',
      '2026-11-30T16:00:00.000Z',
    ]);
    expect(period(sitePeriodOf('half-month', at))).toEqual([
      '2026-11-15T16:00:00.000Z', // the 16th
      '2026-11-30T16:00:00.000Z',
    ]);
    expect(period(sitePeriodOf('half-month', siteInstant(2026, 11, 15, 23, 59)))).toEqual([
      '2026-10-31T16:00:00.000Z',
      '2026-11-15T16:00:00.000Z',
    ]);
    expect(period(sitePeriodOf('hour', siteInstant(2026, 11, 28, 10, 30)))).toEqual([
      '2026-11-28T02:00:00.000Z',
      '2026-11-28T03:00:00.000Z',
    ]);
  });

  it('crosses month and year ends and the leap day', () => {
    expect(period(sitePeriodOf('month', siteInstant(2028, 2, 29, 23, 0)))).toEqual([
      '2028-01-31T16:00:00.000Z',
      '2028-02-29T16:00:00.000Z',
    ]);
    expect(period(sitePeriodOf('half-month', siteInstant(2028, 2, 29)))).toEqual([
      '2028-02-15T16:00:00.000Z',
      '2028-02-29T16:00:00.000Z',
    ]);
    expect(period(sitePeriodOf('month', siteInstant(2026, 12, 31, 23, 59)))).toEqual([
      '2026-11-30T16:00:00.000Z',
      '2026-12-31T16:00:00.000Z',
    ]);
    expect(siteDayKey(siteInstant(2027, 1, 1))).toBe('2027-01-01');
  });

  it('steps back one period, as a salary or dividend run settles the last one', () => {
    const now = siteInstant(2026, 12, 1, 0, 5);
    expect(period(sitePreviousPeriod('half-month', sitePeriodOf('half-month', now)))).toEqual([
      '2026-11-15T16:00:00.000Z',
      '2026-11-30T16:00:00.000Z',
    ]);
    expect(period(sitePreviousPeriod('day', sitePeriodOf('day', now)))).toEqual([
      '2026-11-29T16:00:00.000Z',
      '2026-11-30T16:00:00.000Z',
    ]);
  });

  it('counts the last N days with today', () => {
    const now = siteInstant(2026, 11, 28, 9, 0);
    const week = siteLastDays(now, 7);
    expect(siteDayKey(week.from)).toBe('2026-11-22');
    expect(week.to - week.from).toBe(7 * DAY_MS);
  });
});
