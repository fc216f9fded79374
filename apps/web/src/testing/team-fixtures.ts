import {
  GAME_CATEGORIES,
  type ByCategory,
  type DownlinePnl,
  type PnlTotals,
  type TeamKpiDay,
  type TeamKpiFooter,
  type TeamKpiOverview,
  type TeamPnlPage,
  type TeamPnlRow,
} from '@app/contracts';

/** Data factories of the agent reports (contracts team-kpi.ts), zeros unless a test says. */

const ZERO_DAY: Omit<TeamKpiDay, 'balanceDate'> = {
  teamLoginMemberCount: 0,
  teamBetMemberCount: 0,
  teamDepositMemberCount: 0,
  teamFirstDepositCount: 0,
  teamRegisterMemberCount: 0,
  teamDeposit: 0,
  teamWithdraw: 0,
  teamTotalBet: 0,
  teamValidBet: 0,
  teamTotalWin: 0,
  teamTotalPnl: 0,
  teamBonus: 0,
  teamRebate: 0,
  teamLotteryPnl: 0,
  teamElotteryPnl: 0,
  teamFishPnl: 0,
  teamLivePnl: 0,
  teamCardsPnl: 0,
  teamSlotsPnl: 0,
  teamSportsPnl: 0,
};

export const kpiDayFixture = (
  balanceDate: string,
  patch: Partial<TeamKpiDay> = {},
): TeamKpiDay => ({
  balanceDate,
  ...ZERO_DAY,
  ...patch,
});

export const kpiFooterFixture = (patch: Partial<TeamKpiFooter> = {}): TeamKpiFooter => ({
  ...ZERO_DAY,
  teamOnlineCount: 0,
  ...patch,
});

export const kpiOverviewFixture = (
  list: TeamKpiDay[],
  footer: Partial<TeamKpiFooter> = {},
): TeamKpiOverview => ({
  list,
  pageNum: 1,
  total: list.length,
  totalPages: 1,
  footer: kpiFooterFixture(footer),
});

export const byCategoryFixture = (patch: Partial<ByCategory> = {}): ByCategory => ({
  ...(Object.fromEntries(
    GAME_CATEGORIES.map((category) => [category, { bet: 0, validBet: 0, win: 0, pnl: 0 }]),
  ) as ByCategory),
  ...patch,
});

export const pnlTotalsFixture = (patch: Partial<PnlTotals> = {}): PnlTotals => ({
  deposit: 0,
  withdraw: 0,
  bet: 0,
  validBet: 0,
  win: 0,
  pnl: 0,
  bonus: 0,
  rebate: 0,
  byCategory: byCategoryFixture(),
  ...patch,
});

export const teamPnlRowFixture = (patch: Partial<TeamPnlRow> = {}): TeamPnlRow => ({
  ...pnlTotalsFixture(),
  customerId: 11,
  customerName: 'player1',
  nickname: '',
  type: 0,
  isAgent: false,
  teamSize: 0,
  ...patch,
});

export const teamPnlPageFixture = (
  list: TeamPnlRow[],
  patch: Partial<TeamPnlPage> = {},
): TeamPnlPage => ({
  list,
  pageNum: 1,
  total: list.length,
  totalPages: 1,
  footer: pnlTotalsFixture(),
  parent: { customerId: 1, customerName: 'agent' },
  own: null,
  ...patch,
});

export const downlinePnlFixture = (patch: Partial<DownlinePnl> = {}): DownlinePnl => ({
  customerId: 11,
  customerName: 'player1',
  days: [],
  total: pnlTotalsFixture(),
  ...patch,
});
