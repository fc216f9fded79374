import { describe, expect, it } from 'vitest';
import { dayBounds, lastWeek, rangeQuery, siteDay } from './record-range';

/** 2026-11-25 01:30 in Manila is still 2026-11-24 in UTC. */
const EARLY_MANILA = Date.UTC(2026, 10, 24, 17, 30);

describe('record ranges', () => {
  it('sends a quick period as it is', () => {
    expect(rangeQuery({ period: '30d' })).toEqual({ period: '30d' });
  });

  it('sends two days of the site’s calendar as Manila’s midnight to the last ms of the last day', () => {
    expect(
      rangeQuery({ period: 'custom', days: { from: '2026-11-01', to: '2026-11-03' } }),
    ).toEqual({
      from: Date.UTC(2026, 9, 31, 16, 0),
      to: Date.UTC(2026, 10, 3, 16, 0) - 1,
    });
  });

  it('reads days given the wrong way round in order, and one day as that whole day', () => {
    const ordered = rangeQuery({
      period: 'custom',
      days: { from: '2026-11-03', to: '2026-11-01' },
    });
    expect(ordered).toEqual(
      rangeQuery({ period: 'custom', days: { from: '2026-11-01', to: '2026-11-03' } }),
    );
    const one = rangeQuery({ period: 'custom', days: { from: '2026-02-28', to: '2026-02-28' } });
    expect((one.to ?? 0) - (one.from ?? 0)).toBe(86_400_000 - 1);
  });

  it('falls back to 7 days for a day that does not exist', () => {
    expect(
      rangeQuery({ period: 'custom', days: { from: '2026-02-30', to: '2026-03-02' } }),
    ).toEqual({
      period: '7d',
    });
  });

  it('counts days by the site’s calendar, whatever the phone’s zone', () => {
    expect(siteDay(EARLY_MANILA)).toBe('2026-11-25');
    expect(lastWeek(EARLY_MANILA)).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    expect(dayBounds(EARLY_MANILA)).toEqual({ min: '2026-08-27', max: '2026-11-25' });
  });
});
