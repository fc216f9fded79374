import { describe, expect, it } from 'vitest';
import { addMonths, periodOf } from './periods.js';

const iso = ({ from, to }: { from: Date; to: Date }) => [from.toISOString(), to.toISOString()];

describe('limit periods in the Philippines', () => {
  it('starts the day at midnight in Manila, not in UTC', () => {
    // 2026-11-24 17:00 UTC is already the 25th in Manila.
    expect(iso(periodOf('day', new Date('2026-11-24T17:00:00Z')))).toEqual([
      '2026-11-24T16:00:00.000Z',
      '2026-11-25T16:00:00.000Z',
    ]);
  });

  it('starts the week on Monday', () => {
    // Sunday 2026-11-29 in Manila belongs to the week of Monday 2026-11-23…
    expect(iso(periodOf('week', new Date('2026-11-29T10:00:00Z')))).toEqual([
      '2026-11-22T16:00:00.000Z',
      '2026-11-29T16:00:00.000Z',
    ]);
    // …and Monday 00:30 in Manila (Sunday 16:30 UTC) starts the next one.
    expect(periodOf('week', new Date('2026-11-29T16:30:00Z')).from.toISOString()).toBe(
      '2026-11-29T16:00:00.000Z',
    );
  });

  it('starts the month on the 1st, across a year end', () => {
    expect(iso(periodOf('month', new Date('2026-12-31T17:00:00Z')))).toEqual([
      '2026-12-31T16:00:00.000Z',
      '2027-01-31T16:00:00.000Z',
    ]);
  });

  it('adds calendar months', () => {
    expect(addMonths(new Date('2026-11-24T17:05:00Z'), 6).toISOString()).toBe(
      '2027-05-24T17:05:00.000Z',
    );
  });
});
