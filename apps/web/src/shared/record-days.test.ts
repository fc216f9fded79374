import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay, groupByDay, relativeDay, sumOf } from './record-days';

/** Manila midnight starting 2026-11-28: 16:00 UTC the day before. */
const MANILA_MIDNIGHT = Date.UTC(2026, 10, 27, 16);
const MINUTE = 60_000;

type Entry = { id: number; at: number; amount: number };
const entry = (id: number, at: number, amount = 100): Entry => ({ id, at, amount });

// The phone set to New York (UTC−5): its days begin 13 hours after Manila's.
let zone: string | undefined;
beforeAll(() => {
  zone = process.env.TZ;
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('groupByDay', () => {
  it('cuts the days at Manila midnight, not at the phone’s', () => {
    const list = [
      entry(4, MANILA_MIDNIGHT + 9 * 60 * MINUTE), // 09:00 on the 28th in Manila, 28th 01:00 UTC
      entry(3, MANILA_MIDNIGHT), // 00:00 on the 28th in Manila, still the 27th in New York
      entry(2, MANILA_MIDNIGHT - 1), // 23:59:59.999 on the 27th in Manila
      entry(1, MANILA_MIDNIGHT - 20 * 60 * MINUTE), // 04:00 on the 27th in Manila
    ];
    // The phone's own calendar would put 3 and 2 together (both the 27th in New York).
    expect(new Date(list[1]!.at).getDate()).toBe(new Date(list[2]!.at).getDate());

    const groups = groupByDay(list, (e) => e.at);
    expect(groups.map((g) => g.key)).toEqual(['2026-11-28', '2026-11-27']);
    expect(groups.map((g) => g.list.map((e) => e.id))).toEqual([
      [4, 3],
      [2, 1],
    ]);
    // Each group's day is the instant its Manila day starts.
    expect(groups[0]?.day.getTime()).toBe(MANILA_MIDNIGHT);
    expect(groups[1]?.day.getTime()).toBe(MANILA_MIDNIGHT - 86_400_000);
  });

  it('keeps one group per day when a day’s entries are not side by side', () => {
    const groups = groupByDay(
      [
        entry(1, MANILA_MIDNIGHT + MINUTE),
        entry(2, MANILA_MIDNIGHT - MINUTE),
        entry(3, MANILA_MIDNIGHT),
      ],
      (e) => e.at,
    );
    expect(groups.map((g) => [g.key, g.list.map((e) => e.id)])).toEqual([
      ['2026-11-28', [1, 3]],
      ['2026-11-27', [2]],
    ]);
  });

  it('has no days for no entries', () => {
    expect(groupByDay([], (e: Entry) => e.at)).toEqual([]);
  });
});

describe('a day’s heading', () => {
  it('says today and yesterday by Manila’s calendar', () => {
    const now = new Date(MANILA_MIDNIGHT + 30 * MINUTE); // 00:30 in Manila, 11:30 the day before in New York
    expect(relativeDay(new Date(MANILA_MIDNIGHT), now)).toBe('today');
    expect(relativeDay(new Date(MANILA_MIDNIGHT - 1), now)).toBe('yesterday');
    expect(relativeDay(new Date(MANILA_MIDNIGHT - 86_400_001), now)).toBeUndefined();
  });

  it('names the Manila date, with its year when not this year', () => {
    const now = new Date(MANILA_MIDNIGHT);
    expect(formatDay(new Date(MANILA_MIDNIGHT), 'EN', now)).toBe('Saturday, November 28');
    expect(formatDay(new Date(MANILA_MIDNIGHT - 1), 'TY', now)).toBe('Biyernes, Nobyembre 27');
    expect(formatDay(new Date(Date.UTC(2025, 0, 1, 16)), 'EN', now)).toBe(
      'Thursday, January 2, 2025',
    );
  });
});

describe('sumOf', () => {
  it('adds a day’s amounts in minor units', () => {
    expect(
      sumOf([entry(1, 0, 97_000), entry(2, 0, -50_000), entry(3, 0, 5)], (e) => e.amount),
    ).toBe(47_005);
    expect(sumOf([], (e: Entry) => e.amount)).toBe(0);
  });
});
