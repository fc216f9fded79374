import {
  CATEGORY_PNL_FIELD,
  DAY_MS,
  GAME_CATEGORIES,
  siteDayKey,
  siteDayKeyStart,
  type ByCategory,
  type PnlTotals,
  type TeamKpiDay,
} from '@app/contracts';
import { categoryColumn, FIGURE_COLUMNS } from '@/db/schema/team-stats.js';

/** A day row's figure columns (db/schema/team-stats.ts), as numbers. */
export type FigureRow = Record<string, number>;

export const zeroRow = (): FigureRow => Object.fromEntries(FIGURE_COLUMNS.map((c) => [c, 0]));

/** The sum of rows, column by column. */
export function sumRows(rows: readonly FigureRow[]): FigureRow {
  const total = zeroRow();
  for (const row of rows)
    for (const c of FIGURE_COLUMNS) total[c] = (total[c] ?? 0) + (row[c] ?? 0);
  return total;
}

const at = (row: FigureRow, column: string) => row[column] ?? 0;

export function byCategoryOf(row: FigureRow): ByCategory {
  return Object.fromEntries(
    GAME_CATEGORIES.map((category) => {
      const bet = at(row, categoryColumn(category, 'bet'));
      const win = at(row, categoryColumn(category, 'win'));
      const validBet = at(row, categoryColumn(category, 'valid'));
      return [category, { bet, validBet, win, pnl: win - bet }];
    }),
  ) as ByCategory;
}

/** A row's figures as the team KPI names them (every field of ODSFE2_TeamKPIB's day but the date). */
export function kpiFiguresOf(row: FigureRow): Omit<TeamKpiDay, 'balanceDate'> {
  const byCategory = byCategoryOf(row);
  const categories = Object.values(byCategory);
  const teamTotalBet = categories.reduce((sum, c) => sum + c.bet, 0);
  const teamTotalWin = categories.reduce((sum, c) => sum + c.win, 0);
  const pnl = Object.fromEntries(
    GAME_CATEGORIES.map((category) => [CATEGORY_PNL_FIELD[category], byCategory[category].pnl]),
  ) as Record<(typeof CATEGORY_PNL_FIELD)[keyof typeof CATEGORY_PNL_FIELD], number>;
  return {
    teamLoginMemberCount: at(row, 'logins'),
    teamBetMemberCount: at(row, 'bettors'),
    teamDepositMemberCount: at(row, 'depositors'),
    teamFirstDepositCount: at(row, 'first_deposits'),
    teamRegisterMemberCount: at(row, 'registrations'),
    teamDeposit: at(row, 'deposit'),
    teamWithdraw: at(row, 'withdraw'),
    teamTotalBet,
    teamValidBet: categories.reduce((sum, c) => sum + c.validBet, 0),
    teamTotalWin,
    teamTotalPnl: teamTotalWin - teamTotalBet,
    teamBonus: at(row, 'bonus'),
    teamRebate: at(row, 'rebate'),
    ...pnl,
  };
}

/** A row's money and play as a P&L (ODSFE2_TeamPNL, ODSFE2_TeamMemPNL). */
export function pnlTotalsOf(row: FigureRow): PnlTotals {
  const figures = kpiFiguresOf(row);
  return {
    deposit: figures.teamDeposit,
    withdraw: figures.teamWithdraw,
    bet: figures.teamTotalBet,
    validBet: figures.teamValidBet,
    win: figures.teamTotalWin,
    pnl: figures.teamTotalPnl,
    bonus: figures.teamBonus,
    rebate: figures.teamRebate,
    byCategory: byCategoryOf(row),
  };
}

/** Every day from `startDate` to `endDate` (YYYY-MM-DD, both included), oldest first. */
export function daysOf(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (let at = siteDayKeyStart(startDate); at <= siteDayKeyStart(endDate); at += DAY_MS) {
    days.push(siteDayKey(at));
  }
  return days;
}

/** The rows of every day of the range: a day without a row is zeros. */
export function everyDay(
  days: readonly string[],
  rows: ReadonlyMap<string, FigureRow>,
): { day: string; row: FigureRow }[] {
  return days.map((day) => ({ day, row: rows.get(day) ?? zeroRow() }));
}
