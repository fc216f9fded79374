import type { ContractKind } from '@app/contracts';

/** The site's clock: Manila, GMT+8 (the server's period keys are Manila wall clock). */
const SITE_OFFSET_MS = 8 * 3_600_000;
const HOUR_MS = 3_600_000;

/**
 * A period key as the server makes them (agent/payouts/periods.ts): '2026-11-27' (a day),
 * '2026-11-27T13:00/60' (an hour), '2026-11-27T13:30/30' (a half hour), '2026-11-H1' / '-H2'
 * (halves of a month), '2026-11' (a month). The server checks the rest (a real period, closed).
 */
export const PERIOD_KEY =
  /^\d{4}-(0[1-9]|1[0-2])(-((0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):(00\/60|[03]0\/30))?|H[12]))?$/;

const wall = (at: number) => new Date(at + SITE_OFFSET_MS).toISOString();

/** The month before the one `iso` (Manila wall clock) falls in, as '2026-10'. */
function monthBefore(iso: string): string {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

export type QuickPeriod = { label: string; key: string };

/** The latest closed periods of a kind, to fill in the preview's key with one click. */
export function latestPeriods(kind: ContractKind, now = Date.now()): QuickPeriod[] {
  const today = wall(now);
  if (kind === 'daily_salary') {
    return [{ label: 'lastDay', key: wall(now - 24 * HOUR_MS).slice(0, 10) }];
  }
  if (kind === 'hourly_salary') {
    const half = Math.floor(now / (HOUR_MS / 2)) * (HOUR_MS / 2) - HOUR_MS / 2;
    return [
      { label: 'lastHour', key: `${wall(now - HOUR_MS).slice(0, 13)}:00/60` },
      { label: 'lastHalfHour', key: `${wall(half).slice(0, 16)}/30` },
    ];
  }
  const lastHalf =
    Number(today.slice(8, 10)) >= 16 ? `${today.slice(0, 7)}-H1` : `${monthBefore(today)}-H2`;
  return [
    { label: 'lastHalf', key: lastHalf },
    { label: 'lastMonth', key: monthBefore(today) },
  ];
}
