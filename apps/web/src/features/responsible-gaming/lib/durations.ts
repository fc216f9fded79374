import type { ExclusionDuration, TimeoutDuration } from '@app/contracts';

/** The time-outs on offer, in the order the page shows them (contracts' TIMEOUT_DURATIONS_MS). */
export const TIMEOUT_CHOICES: readonly [TimeoutDuration, ...TimeoutDuration[]] = [
  '24h',
  '3d',
  '1w',
  '2w',
  '4w',
  '6w',
];
/** Self-exclusion periods (contracts' EXCLUSION_MONTHS). */
export const EXCLUSION_CHOICES: readonly [ExclusionDuration, ...ExclusionDuration[]] = [
  '6m',
  '1y',
  '2y',
  '5y',
];

/** A span of minutes as the reality check says it: "1 h 5 min", "45 min". */
export function minutesText(minutes: number, units: { hours: string; minutes: string }): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} ${units.minutes}`;
  return rest === 0
    ? `${hours} ${units.hours}`
    : `${hours} ${units.hours} ${rest} ${units.minutes}`;
}

/** When the next reminder is due: the next whole interval since the session began. */
export function nextReminderAt(startedAt: number, intervalMinutes: number, now: number): number {
  const interval = intervalMinutes * 60_000;
  const passed = Math.max(0, now - startedAt);
  return startedAt + (Math.floor(passed / interval) + 1) * interval;
}
