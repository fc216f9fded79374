import { fillDays, type ReportDays } from '@/shared/report-range';

/** Whose figures the overview shows: the agent's direct downlines, or its whole team. */
export const KPI_SCOPES = ['team', 'direct'] as const;
export type KpiScope = (typeof KPI_SCOPES)[number];

/** A day's figures the charts draw (money in minor units, counts of members). */
export type KpiDay = {
  date: string;
  deposits: number;
  withdrawals: number;
  bets: number;
  wins: number;
  logins: number;
  bettors: number;
  depositors: number;
};

/** The period's totals the tiles show (the answer's footer). */
export type KpiTotals = {
  registrations: number;
  firstDeposits: number;
  logins: number;
  bettors: number;
  depositors: number;
  online: number;
  deposits: number;
  withdrawals: number;
  bets: number;
  validBets: number;
  wins: number;
  pnl: number;
  bonuses: number;
  rebates: number;
};

export type KpiView = { days: KpiDay[]; totals: KpiTotals };

/** The tiles by group, in the order they show; money tiles are written as money. */
export const TILE_GROUPS = [
  {
    key: 'members',
    kind: 'count',
    tiles: ['registrations', 'firstDeposits', 'logins', 'bettors', 'depositors'],
  },
  { key: 'money', kind: 'money', tiles: ['deposits', 'withdrawals', 'bonuses', 'rebates'] },
  { key: 'play', kind: 'money', tiles: ['bets', 'validBets', 'wins', 'pnl'] },
] as const satisfies readonly {
  key: string;
  kind: 'count' | 'money';
  tiles: readonly (keyof KpiTotals)[];
}[];

export const zeroDay = (date: string): KpiDay => ({
  date,
  deposits: 0,
  withdrawals: 0,
  bets: 0,
  wins: 0,
  logins: 0,
  bettors: 0,
  depositors: 0,
});

/** Every day of the range, oldest first; a day the server sent no row for is all zeros. */
export const everyDay = (range: ReportDays, days: readonly KpiDay[]): KpiDay[] =>
  fillDays(range, days, (day) => day.date, zeroDay);

/** The charts: which figures each draws against which, and how. */
export const CHARTS = [
  { key: 'money', kind: 'bars', whole: false, series: ['deposits', 'withdrawals'] },
  { key: 'play', kind: 'bars', whole: false, series: ['wins', 'bets'] },
  { key: 'counts', kind: 'lines', whole: true, series: ['logins', 'bettors', 'depositors'] },
] as const satisfies readonly {
  key: string;
  kind: 'bars' | 'lines';
  whole: boolean;
  series: readonly (keyof Omit<KpiDay, 'date'>)[];
}[];
