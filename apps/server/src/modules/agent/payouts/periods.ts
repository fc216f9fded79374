import {
  HOUR_MS,
  SITE_OFFSET_MS,
  siteClock,
  sitePeriodOf,
  type ContractKind,
  type ContractTermsOf,
} from '@app/contracts';

/**
 * A contract's period length (its terms: the hourly window, the dividend period) and the periods
 * of the site calendar it is paid by. Keys name the period and its length, so runs of different
 * lengths never share a key: '2026-11-27' (a Manila day), '2026-11-27T13:30/30' (a half hour),
 * '2026-11-27T13:00/60' (an hour), '2026-11-H1' / '2026-11-H2' (halves of a month), '2026-11'.
 */
export type PeriodLength = 'day' | 'hour' | 'half-hour' | 'half-month' | 'month';
export type Period = { key: string; from: number; to: number; length: PeriodLength };

const HALF_HOUR_MS = HOUR_MS / 2;

export function lengthOf<K extends ContractKind>(kind: K, terms: ContractTermsOf[K]): PeriodLength {
  if (kind === 'daily_salary') return 'day';
  if (kind === 'hourly_salary') {
    return (terms as ContractTermsOf['hourly_salary']).window === 30 ? 'half-hour' : 'hour';
  }
  return (terms as ContractTermsOf['dividend']).period === 'month' ? 'month' : 'half-month';
}

/** The lengths a kind's contracts may have: a merchant's runs of that kind. */
export const LENGTHS_OF: Record<ContractKind, readonly PeriodLength[]> = {
  daily_salary: ['day'],
  hourly_salary: ['hour', 'half-hour'],
  dividend: ['half-month', 'month'],
};

/** The period of `length` that holds `at`. */
export function periodOf(length: PeriodLength, at: number): Period {
  if (length === 'half-hour') {
    const from = Math.floor(at / HALF_HOUR_MS) * HALF_HOUR_MS;
    return { key: `${clockKey(from)}/30`, from, to: from + HALF_HOUR_MS, length };
  }
  const { from, to } = sitePeriodOf(length, at);
  const day = siteClock(from).toISOString();
  if (length === 'hour') return { key: `${clockKey(from)}/60`, from, to, length };
  if (length === 'day') return { key: day.slice(0, 10), from, to, length };
  if (length === 'month') return { key: day.slice(0, 7), from, to, length };
  return { key: `${day.slice(0, 7)}-${day.slice(8, 10) === '01' ? 'H1' : 'H2'}`, from, to, length };
}

/** '2026-11-27T13:30': Manila wall clock to the minute. */
const clockKey = (at: number) => siteClock(at).toISOString().slice(0, 16);

/** The period a key names, or undefined: not a key periodOf makes. */
export function periodOfKey(key: string): Period | undefined {
  const at = startOfKey(key);
  if (at === undefined) return undefined;
  const length: PeriodLength = key.endsWith('/30')
    ? 'half-hour'
    : key.endsWith('/60')
      ? 'hour'
      : /H[12]$/.test(key)
        ? 'half-month'
        : key.length === 10
          ? 'day'
          : 'month';
  const period = periodOf(length, at);
  return period.key === key ? period : undefined;
}

function startOfKey(key: string): number | undefined {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}|H1|H2)(?:T(\d{2}):(\d{2})\/(30|60))?)?$/.exec(key);
  if (!match) return undefined;
  const [, year, month, third, hours, minutes] = match;
  const date = third === undefined || third === 'H1' ? 1 : third === 'H2' ? 16 : Number(third);
  const wall = Date.UTC(
    Number(year),
    Number(month) - 1,
    date,
    Number(hours ?? 0),
    Number(minutes ?? 0),
  );
  return Number.isNaN(wall) ? undefined : wall - SITE_OFFSET_MS;
}

/**
 * The closed periods of `length` the engine looks at, newest first: those ended `delayMs` before
 * `now`, as far back as `LOOK_BACK` (a run missed while no instance led is still closed later).
 */
export function closedPeriods(length: PeriodLength, now: number, delayMs: number): Period[] {
  const periods: Period[] = [];
  let at = periodOf(length, now - delayMs).from - 1;
  for (let i = 0; i < LOOK_BACK[length]; i += 1) {
    const period = periodOf(length, at);
    periods.push(period);
    at = period.from - 1;
  }
  return periods;
}

const LOOK_BACK: Record<PeriodLength, number> = {
  'half-hour': 6,
  hour: 3,
  day: 2,
  'half-month': 2,
  month: 1,
};
