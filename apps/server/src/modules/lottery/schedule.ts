import { DAY_MS, siteDayKey, siteDayStart } from '@app/contracts';
import type { LotterySchedule } from '@/db/schema/index.js';

/** When a game draws, and its sale window around each draw. */
export type GameTiming = { schedule: LotterySchedule; saleSeconds: number; lockSeconds: number };

/** One draw of a schedule: its numero and times (epoch ms). */
export type Slot = { numero: string; openAt: number; lockAt: number; drawAt: number };

/** The site's midnight (UTC+8) that starts the day of `time`. */
export const localDayStart = (time: number): number => siteDayStart(time);

/** 20261124: the site's date of a day start. */
const dateCode = (dayStart: number) => siteDayKey(dayStart).replaceAll('-', '');

/** Seconds between two draws: the interval, or a day. */
export const drawInterval = (schedule: LotterySchedule): number =>
  schedule.kind === 'interval' ? schedule.seconds : DAY_MS / 1000;

/** A schedule a game may have: an interval that divides the day, or a daily HH:MM. */
export function isValidSchedule(schedule: LotterySchedule): boolean {
  if (schedule.kind === 'interval') {
    return (
      Number.isInteger(schedule.seconds) && schedule.seconds > 0 && 86_400 % schedule.seconds === 0
    );
  }
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(schedule.time);
  return match !== null;
}

function slotOf(timing: GameTiming, numero: string, drawAt: number): Slot {
  return {
    numero,
    openAt: drawAt - timing.saleSeconds * 1000,
    lockAt: drawAt - timing.lockSeconds * 1000,
    drawAt,
  };
}

/**
 * The first `count` draws whose draw time is after `after`. An interval game draws at every
 * multiple of its interval from the site's midnight: numero `<date>-<n>` (n from 0001; the draw
 * at midnight is the last of the day before). A daily game draws at its time: numero `<date>`.
 */
export function slotsAfter(timing: GameTiming, after: number, count: number): Slot[] {
  const { schedule } = timing;
  const slots: Slot[] = [];
  let day = localDayStart(after);
  if (schedule.kind === 'daily') {
    const [hours = 0, minutes = 0] = schedule.time.split(':').map(Number);
    const at = (hours * 60 + minutes) * 60_000;
    if (day + at <= after) day += DAY_MS;
    for (; slots.length < count; day += DAY_MS) slots.push(slotOf(timing, dateCode(day), day + at));
    return slots;
  }
  const interval = schedule.seconds * 1000;
  const perDay = DAY_MS / interval;
  let n = Math.floor((after - day) / interval) + 1;
  while (slots.length < count) {
    if (n > perDay) {
      day += DAY_MS;
      n = 1;
    }
    const numero = `${dateCode(day)}-${String(n).padStart(4, '0')}`;
    slots.push(slotOf(timing, numero, day + n * interval));
    n += 1;
  }
  return slots;
}
