/** The site's calendar: Manila, GMT+8, whatever the operator's computer says. */
export const TIME_ZONE = 'Asia/Manila';

const money = new Intl.NumberFormat('en-PH', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const time = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An amount in minor units (centavos) as pesos: 123456 → "₱1,234.56". */
export function formatMoney(minor: number): string {
  const sign = minor < 0 ? '−' : '';
  return `${sign}₱${money.format(Math.abs(minor) / 100)}`;
}

/** A moment (ms since the epoch) in GMT+8: "2026-11-29 20:15:03". */
export function formatTime(at: number | null | undefined): string {
  if (at === null || at === undefined) return '—';
  return time.format(new Date(at)).replace(', ', ' ');
}
