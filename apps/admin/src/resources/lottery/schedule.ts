import type { OperatorLotteryGame } from '@app/contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A span of seconds as the console says it: whole hours in hours, whole minutes in minutes. */
export function spanText(t: Translate, seconds: number): string {
  if (seconds >= 3_600 && seconds % 3_600 === 0) {
    return t('lottery.schedule.hours', { count: seconds / 3_600 });
  }
  if (seconds % 60 === 0) return t('lottery.schedule.minutes', { count: seconds / 60 });
  return t('lottery.schedule.seconds', { count: seconds });
}

/** "Every 1 min", "Daily at 21:00" (Manila time, as the schedule is). */
export const scheduleText = (t: Translate, { schedule }: OperatorLotteryGame) =>
  schedule.kind === 'interval'
    ? t('lottery.schedule.interval', { every: spanText(t, schedule.seconds) })
    : t('lottery.schedule.daily', { time: schedule.time });
