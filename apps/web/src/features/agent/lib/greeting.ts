/** SPEC §2 Agent home: the greeting of the hour (0-10, 11-14, 15-18, after 18). */
export type Greeting = 'morning' | 'early_afternoon' | 'late_afternoon' | 'evening';

/** The greeting of an hour of the day (0-23, the phone's clock). */
export function greetingOf(hour: number): Greeting {
  if (hour <= 10) return 'morning';
  if (hour <= 14) return 'early_afternoon';
  if (hour <= 18) return 'late_afternoon';
  return 'evening';
}
