import {
  TEAM_REPORT_MAX_DAYS,
  teamKpiBRelay,
  type TeamKpiDay,
  type TeamKpiFooter,
  type TeamKpiOverview,
} from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/shared/query-keys';
import type { ReportDays } from '@/shared/report-range';
import { relay } from '@/shared/relay';
import { everyDay, type KpiDay, type KpiScope, type KpiTotals, type KpiView } from '../lib/kpi';

/** Every team overview query starts with this key. */
export const teamKpiKey = queryKeys.member('teamKpi');

const dayOf = (row: TeamKpiDay): KpiDay => ({
  date: row.balanceDate,
  deposits: row.teamDeposit,
  withdrawals: row.teamWithdraw,
  bets: row.teamTotalBet,
  wins: row.teamTotalWin,
  logins: row.teamLoginMemberCount,
  bettors: row.teamBetMemberCount,
  depositors: row.teamDepositMemberCount,
});

const totalsOf = (footer: TeamKpiFooter): KpiTotals => ({
  registrations: footer.teamRegisterMemberCount,
  firstDeposits: footer.teamFirstDepositCount,
  logins: footer.teamLoginMemberCount,
  bettors: footer.teamBetMemberCount,
  depositors: footer.teamDepositMemberCount,
  online: footer.teamOnlineCount,
  deposits: footer.teamDeposit,
  withdrawals: footer.teamWithdraw,
  bets: footer.teamTotalBet,
  validBets: footer.teamValidBet,
  wins: footer.teamTotalWin,
  pnl: footer.teamTotalPnl,
  bonuses: footer.teamBonus,
  rebates: footer.teamRebate,
});

/** The answer as the screen shows it: every day of the range (zeros where none came), totals. */
export const kpiView = (range: ReportDays, answer: TeamKpiOverview): KpiView => ({
  days: everyDay(range, answer.list.map(dayOf)),
  totals: totalsOf(answer.footer),
});

export const getTeamKpi = (range: ReportDays, scope: KpiScope, signal?: AbortSignal) =>
  relay(teamKpiBRelay, { ...range, scope, size: TEAM_REPORT_MAX_DAYS, page: 1 }, { signal });

/**
 * GET /wps/relay/ODSFE2_TeamKPIB: the team's figures per day of the range (one page: a range is
 * at most 31 days) and their totals in the footer. None while the range is wrong.
 */
export const useTeamKpi = (range: ReportDays | undefined, scope: KpiScope) =>
  useQuery({
    queryKey: [...teamKpiKey, scope, range?.startDate, range?.endDate],
    queryFn: async ({ signal }) => {
      if (!range) throw new Error('no range');
      return kpiView(range, await getTeamKpi(range, scope, signal));
    },
    enabled: range !== undefined,
    placeholderData: keepPreviousData,
  });
