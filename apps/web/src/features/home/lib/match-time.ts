const pad = (value: number) => String(value).padStart(2, '0');

/** SPEC §2 hot-match start time, MM/DD HH:mm, in the phone's time zone. */
export function formatMatchTime(matchTime: number): string {
  const date = new Date(matchTime);
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
