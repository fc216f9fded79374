import { siteClock } from '@/shared/format';

const pad = (value: number) => String(value).padStart(2, '0');

/** SPEC §2 hot-match start time, MM/DD HH:mm, in the site's time (the Philippines'). */
export function formatMatchTime(matchTime: number): string {
  const date = siteClock(matchTime);
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}
