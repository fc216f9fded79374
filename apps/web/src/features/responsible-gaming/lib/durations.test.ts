import { describe, expect, it } from 'vitest';
import { minutesText, nextReminderAt } from './durations';

const units = { hours: 'h', minutes: 'min' };

describe('reality check timing', () => {
  it('says a span in hours and minutes', () => {
    expect(minutesText(45, units)).toBe('45 min');
    expect(minutesText(60, units)).toBe('1 h');
    expect(minutesText(125, units)).toBe('2 h 5 min');
  });

  it('is due at the next whole interval since the session began, never now or before', () => {
    const start = 1_000_000;
    expect(nextReminderAt(start, 30, start)).toBe(start + 30 * 60_000);
    expect(nextReminderAt(start, 30, start + 29 * 60_000)).toBe(start + 30 * 60_000);
    expect(nextReminderAt(start, 30, start + 30 * 60_000)).toBe(start + 60 * 60_000);
    expect(nextReminderAt(start, 15, start + 47 * 60_000)).toBe(start + 60 * 60_000);
  });
});
