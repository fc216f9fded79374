import { describe, expect, it } from 'vitest';
import { isValidSchedule, localDayStart, slotsAfter, type GameTiming } from './schedule.js';

/** 2026-11-24 12:00:30 in Manila (UTC+8). */
const NOON = Date.UTC(2026, 10, 24, 4, 0, 30);
const iso = (time: number) => new Date(time).toISOString();

const everyMinute: GameTiming = {
  schedule: { kind: 'interval', seconds: 60 },
  saleSeconds: 60,
  lockSeconds: 10,
};

describe('lottery schedules', () => {
  it('starts the day at midnight in Manila', () => {
    expect(iso(localDayStart(NOON))).toBe('2026-11-23T16:00:00.000Z');
    expect(iso(localDayStart(Date.UTC(2026, 10, 23, 16, 0)))).toBe('2026-11-23T16:00:00.000Z');
  });

  it('numbers interval draws from midnight and opens each at the one before, locking 10 s early', () => {
    const [first, second] = slotsAfter(everyMinute, NOON, 2);
    // 12:01 is the 721st minute of the day.
    expect(first).toEqual({
      numero: '20261124-0721',
      drawAt: Date.UTC(2026, 10, 24, 4, 1),
      openAt: Date.UTC(2026, 10, 24, 4, 0),
      lockAt: Date.UTC(2026, 10, 24, 4, 0, 50),
    });
    expect(second?.numero).toBe('20261124-0722');
    // A draw exactly at `after` is not after it.
    expect(slotsAfter(everyMinute, Date.UTC(2026, 10, 24, 4, 1), 1)[0]?.numero).toBe(
      '20261124-0722',
    );
  });

  it('gives the midnight draw to the day before, then starts the next day at 0001', () => {
    const fiveMinutes: GameTiming = {
      ...everyMinute,
      schedule: { kind: 'interval', seconds: 300 },
    };
    const lateNight = Date.UTC(2026, 10, 24, 15, 57); // 23:57 in Manila
    const slots = slotsAfter(fiveMinutes, lateNight, 3);
    expect(slots.map((slot) => slot.numero)).toEqual([
      '20261124-0288',
      '20261125-0001',
      '20261125-0002',
    ]);
    expect(iso(slots[0]?.drawAt ?? 0)).toBe('2026-11-24T16:00:00.000Z');
  });

  it('draws a daily game at its local time, the next day once it has passed', () => {
    const daily: GameTiming = {
      schedule: { kind: 'daily', time: '19:15' },
      saleSeconds: 82_800,
      lockSeconds: 900,
    };
    const [today, tomorrow] = slotsAfter(daily, NOON, 2);
    expect(today?.numero).toBe('20261124');
    expect(iso(today?.drawAt ?? 0)).toBe('2026-11-24T11:15:00.000Z');
    expect(iso(today?.lockAt ?? 0)).toBe('2026-11-24T11:00:00.000Z');
    expect(iso(today?.openAt ?? 0)).toBe('2026-11-23T12:15:00.000Z');
    expect(tomorrow?.numero).toBe('20261125');
    const evening = Date.UTC(2026, 10, 24, 11, 15); // 19:15 exactly
    expect(slotsAfter(daily, evening, 1)[0]?.numero).toBe('20261125');
  });

  it('takes intervals that divide the day and real times of day only', () => {
    expect(isValidSchedule({ kind: 'interval', seconds: 180 })).toBe(true);
    expect(isValidSchedule({ kind: 'interval', seconds: 7 })).toBe(false);
    expect(isValidSchedule({ kind: 'daily', time: '18:15' })).toBe(true);
    expect(isValidSchedule({ kind: 'daily', time: '24:00' })).toBe(false);
  });
});
