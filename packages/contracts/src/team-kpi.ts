import { z } from 'zod';
import { BigSerialId } from './ids.js';
import { agentRelays } from './relay.js';
import { DAY_MS, siteDayKey, siteDayKeyStart } from './site-calendar.js';
import { MEMBER_NAME_FIELDS, SiteDayText, dayRangeFields, pagedAnswer } from './shapes.js';
import { Minor } from './units.js';
import { VENDOR_LEDGER_KINDS } from './vendor-ledger-kinds.js';

/**
 * The agent's team figures (SPEC §3 "Team KPI footer", §7 "Team KPI", AGENTS.md "Calls and
 * fields"): what the agent's team did per day of the site calendar (GMT+8), from daily roll-ups
 * kept as money moves. Money is minor units (units.ts); P&L is the members' side: what they won
 * less what they staked (negative when the team lost to the house).
 *
 * The team is the agent's whole subtree without the agent itself; `scope: 'direct'` narrows it to
 * the direct downlines (first level) alone.
 *
 * Three calls, one input, one page shape `{ list, pageNum, total, totalPages, footer }`:
 *   - ODSFE2_TeamKPIA — the counters (logins, bettors, depositors, first deposits, registrations):
 *     the agent home reads its footer for today with size 0 (SPEC §2, §3);
 *   - ODSFE2_TeamKPIB — the team overview: every figure per day (counters, money, P&L per game
 *     category), for /m/agent/team/overview's table, totals and charts;
 *   - ODSFE2_TeamKPIC — P&L per game category in detail (stakes, valid stakes, wins, P&L of each).
 * Every footer carries the four counters of SPEC §3 (teamLoginMemberCount, teamBetMemberCount,
 * teamRegisterMemberCount, teamOnlineCount), so any of the three feeds the home.
 *
 * Rows are the days from startDate to endDate, oldest first, every day present (a day without
 * activity is zeros); `size` days a page (0: no rows, the footer alone); `total` the days in the
 * range. The footer's money figures are the range's sums; its day counters are the sums of the
 * days' counts (a member who bet on two days counts twice); `teamOnlineCount` is the team members
 * signed in now, whatever the range.
 */

/** Days one report query may span (AGENTS.md "Query ranges"). */
export const TEAM_REPORT_MAX_DAYS = 31;
/** How far back a report may start: today and the 90 days before it. */
export const TEAM_REPORT_DAYS_BACK = 90;
/** The most rows a page may ask for (a page of days; a page of downlines). */
export const TEAM_REPORT_MAX_SIZE = 100;

/** The game categories of the P&L (AGENTS.md): lottery, e-lottery, fish, live, cards, slots, sports. */
export const GAME_CATEGORIES = [
  'lottery',
  'elottery',
  'fish',
  'live',
  'cards',
  'slots',
  'sports',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
/**
 * Where the site's own games fall: the lottery engine's draws are `lottery`; the in-house games
 * (dice, slot: the "Originals", electronic games) are `slots`. Vendors' games fall in their
 * lobby's category once their money moves through the wallet.
 */
export const LEDGER_KIND_CATEGORY: Readonly<Record<string, GameCategory>> = {
  lottery_stake: 'lottery',
  lottery_payout: 'lottery',
  lottery_refund: 'lottery',
  inhouse_stake: 'slots',
  inhouse_win: 'slots',
  ...Object.fromEntries(
    Object.entries(VENDOR_LEDGER_KINDS).map(([kind, { category }]) => [kind, category]),
  ),
};

/** Whose figures: the whole team (every depth) or the direct downlines alone. */
export const TEAM_SCOPES = ['team', 'direct'] as const;
export const TeamScope = z.enum(TEAM_SCOPES);
export type TeamScope = z.infer<typeof TeamScope>;

/** A day of the site calendar, YYYY-MM-DD, that exists (2026-02-30 does not). */
export const ReportDate = SiteDayText;

/** Why a range cannot be asked for (each an error code below). */
export type TeamReportRangeError =
  | 'agent.report.range.order'
  | 'agent.report.range.long'
  | 'agent.report.range.old'
  | 'agent.report.range.future';

/** Days from `startDate` to `endDate`, both counted (1 for one day). */
export const reportDayCount = (startDate: string, endDate: string): number =>
  Math.round((siteDayKeyStart(endDate) - siteDayKeyStart(startDate)) / DAY_MS) + 1;

/**
 * The rule every team report's range follows, on both sides: start ≤ end, at most
 * TEAM_REPORT_MAX_DAYS days, not before TEAM_REPORT_DAYS_BACK days ago, not after today (the site
 * day of `now`). The server answers each with its 400 error code, naming the field.
 */
export function teamReportRangeError(
  range: { startDate: string; endDate: string },
  now: number,
): { code: TeamReportRangeError; field: 'startDate' | 'endDate' } | undefined {
  const { startDate, endDate } = range;
  if (endDate < startDate) return { code: 'agent.report.range.order', field: 'endDate' };
  if (reportDayCount(startDate, endDate) > TEAM_REPORT_MAX_DAYS) {
    return { code: 'agent.report.range.long', field: 'endDate' };
  }
  const today = siteDayKey(now);
  if (endDate > today) return { code: 'agent.report.range.future', field: 'endDate' };
  if (startDate < siteDayKey(now - TEAM_REPORT_DAYS_BACK * DAY_MS)) {
    return { code: 'agent.report.range.old', field: 'startDate' };
  }
  return undefined;
}

const Count = z.number().int();
const pageField = z.coerce.number().int().min(1).max(100_000).default(1);
const sizeField = z.coerce.number().int().min(0).max(TEAM_REPORT_MAX_SIZE).default(0);

/** The input of ODSFE2_TeamKPIA/B/C. */
export const TeamKpiQuery = z.object({
  ...dayRangeFields(ReportDate),
  /** Days a page; 0 (the default): the footer alone. */
  size: sizeField,
  page: pageField,
  scope: TeamScope.default('team'),
});
export type TeamKpiQuery = z.input<typeof TeamKpiQuery>;

/** The day counters. */
export const TEAM_COUNT_FIELDS = {
  /** Team members who logged in that day. */
  teamLoginMemberCount: Count,
  /** Team members who staked a bet that day. */
  teamBetMemberCount: Count,
  /** Team members whose deposit was approved that day. */
  teamDepositMemberCount: Count,
  /** Team members whose first ever approved deposit was that day. */
  teamFirstDepositCount: Count,
  /** Members who joined the team that day (registered under it). */
  teamRegisterMemberCount: Count,
};

/** The money of a day (minor units). */
export const TEAM_MONEY_FIELDS = {
  /** Approved deposits. */
  teamDeposit: Minor,
  /** Withdrawals paid out. */
  teamWithdraw: Minor,
  /** Stakes, less stakes given back (a cancelled or void bet). */
  teamTotalBet: Minor,
  /** Stakes of settled valid bets (valid-bet.ts), counted the day they settle. */
  teamValidBet: Minor,
  /** Wins paid. */
  teamTotalWin: Minor,
  /** teamTotalWin − teamTotalBet: the members' side, negative when the team lost. */
  teamTotalPnl: Minor,
  /** Bonuses and rewards paid (promotions, the reward centre). */
  teamBonus: Minor,
  /** Rebates claimed. */
  teamRebate: Minor,
};

/** P&L per game category, flat as the original's fields (win − bet of the category). */
export const TEAM_CATEGORY_PNL_FIELDS = {
  teamLotteryPnl: Minor,
  teamElotteryPnl: Minor,
  teamFishPnl: Minor,
  teamLivePnl: Minor,
  teamCardsPnl: Minor,
  teamSlotsPnl: Minor,
  teamSportsPnl: Minor,
};
/** The flat P&L field of each category. */
export const CATEGORY_PNL_FIELD: Readonly<
  Record<GameCategory, keyof typeof TEAM_CATEGORY_PNL_FIELDS>
> = {
  lottery: 'teamLotteryPnl',
  elottery: 'teamElotteryPnl',
  fish: 'teamFishPnl',
  live: 'teamLivePnl',
  cards: 'teamCardsPnl',
  slots: 'teamSlotsPnl',
  sports: 'teamSportsPnl',
};

/** One category's play (minor units): stakes less refunds, valid stakes, wins, wins − stakes. */
export const CategoryFigures = z.object({
  bet: Minor,
  validBet: Minor,
  win: Minor,
  pnl: Minor,
});
export type CategoryFigures = z.infer<typeof CategoryFigures>;
/** Every category's play. */
export const ByCategory = z.object(
  Object.fromEntries(GAME_CATEGORIES.map((category) => [category, CategoryFigures])) as Record<
    GameCategory,
    typeof CategoryFigures
  >,
);
export type ByCategory = z.infer<typeof ByCategory>;

/** SPEC §3's footer: the counters the agent home shows, `teamOnlineCount` signed in now. */
export const TEAM_FOOTER_COUNTERS = {
  teamLoginMemberCount: Count,
  teamBetMemberCount: Count,
  teamRegisterMemberCount: Count,
  /** Team members with a live session now. */
  teamOnlineCount: Count,
};

const BALANCE_DATE = { balanceDate: ReportDate };

const kpiPage = <Row extends z.ZodRawShape, Footer extends z.ZodRawShape>(
  row: Row,
  footer: Footer,
) =>
  /** total: the days in the range. */
  pagedAnswer(
    z.object({ ...BALANCE_DATE, ...row }),
    z.object({ ...footer, ...TEAM_FOOTER_COUNTERS }),
  );

/** A: the counters per day; footer: their sums and teamOnlineCount. */
export const TeamKpiCounts = kpiPage(TEAM_COUNT_FIELDS, TEAM_COUNT_FIELDS);
export type TeamKpiCounts = z.infer<typeof TeamKpiCounts>;

const OVERVIEW_FIELDS = { ...TEAM_COUNT_FIELDS, ...TEAM_MONEY_FIELDS, ...TEAM_CATEGORY_PNL_FIELDS };
/** B: every figure per day; footer: the sums and teamOnlineCount. */
export const TeamKpiOverview = kpiPage(OVERVIEW_FIELDS, OVERVIEW_FIELDS);
export type TeamKpiOverview = z.infer<typeof TeamKpiOverview>;
export type TeamKpiDay = TeamKpiOverview['list'][number];
export type TeamKpiFooter = TeamKpiOverview['footer'];

const CATEGORY_FIELDS = {
  teamTotalBet: Minor,
  teamValidBet: Minor,
  teamTotalWin: Minor,
  teamTotalPnl: Minor,
  byCategory: ByCategory,
};
/** C: each category's stakes, valid stakes, wins and P&L per day; footer: the sums. */
export const TeamKpiCategories = kpiPage(CATEGORY_FIELDS, CATEGORY_FIELDS);
export type TeamKpiCategories = z.infer<typeof TeamKpiCategories>;

/** GET /wps/relay/ODSFE2_TeamKPIA: the team's counters (the agent home's footer). */
export const teamKpiARelay = agentRelays.get('ODSFE2_TeamKPIA', TeamKpiQuery, TeamKpiCounts);

/** GET /wps/relay/ODSFE2_TeamKPIB: the team overview, every figure per day. */
export const teamKpiBRelay = agentRelays.get('ODSFE2_TeamKPIB', TeamKpiQuery, TeamKpiOverview);

/** GET /wps/relay/ODSFE2_TeamKPIC: the team's P&L per game category per day. */
export const teamKpiCRelay = agentRelays.get('ODSFE2_TeamKPIC', TeamKpiQuery, TeamKpiCategories);

/** One member's (or one team's) figures over a range: money, play per category. */
export const PnlTotals = z.object({
  deposit: Minor,
  withdraw: Minor,
  bet: Minor,
  validBet: Minor,
  win: Minor,
  /** win − bet: the members' side. */
  pnl: Minor,
  bonus: Minor,
  rebate: Minor,
  byCategory: ByCategory,
});
export type PnlTotals = z.infer<typeof PnlTotals>;

/**
 * A row of the team P&L (/m/agent/team/pnl): a direct downline of the listed member and the
 * totals of its whole team, itself included (its own play + its team's).
 */
export const TeamPnlRow = PnlTotals.extend({
  ...MEMBER_NAME_FIELDS,
  /** An agent: its row drills down (customerId as parentId). */
  isAgent: z.boolean(),
  /** Members under it, every depth. */
  teamSize: z.number().int(),
});
export type TeamPnlRow = z.infer<typeof TeamPnlRow>;

export const TeamPnlQuery = z.object({
  ...dayRangeFields(ReportDate),
  /** The member whose direct downlines are the rows: the caller (absent) or one in its team. */
  parentId: BigSerialId.optional(),
  size: z.coerce.number().int().min(0).max(TEAM_REPORT_MAX_SIZE).default(20),
  page: pageField,
});
export type TeamPnlQuery = z.input<typeof TeamPnlQuery>;

/**
 * total: the direct downlines of the parent; footer: the sums of every row (every page), the
 * parent's whole team, the parent left out; parent: the listed member, for the breadcrumb (the
 * caller, or the downline drilled into).
 */
export const TeamPnlPage = pagedAnswer(TeamPnlRow, PnlTotals).extend({
  parent: z.object({ customerId: z.number().int(), customerName: z.string() }),
  /**
   * The listed member's own play over the range when it is a downline drilled into (its row one
   * level up is this plus the footer); null for the caller, whose team leaves it out.
   */
  own: PnlTotals.nullable().default(null),
});
export type TeamPnlPage = z.infer<typeof TeamPnlPage>;

/**
 * GET /wps/relay/ODSFE2_TeamPNL: the team's profit and loss, a row per direct downline of the
 * caller (or of `parentId`, a member of its team) with that downline's whole team's totals, rows
 * by member id, footer totals. Same ranges as the team KPI.
 */
export const teamPnlRelay = agentRelays.get('ODSFE2_TeamPNL', TeamPnlQuery, TeamPnlPage);

export const DownlinePnlQuery = z.object({
  ...dayRangeFields(ReportDate),
  /** A member of the caller's team (any depth); else 404 agent.downline.not.found. */
  customerId: BigSerialId,
});
export type DownlinePnlQuery = z.input<typeof DownlinePnlQuery>;

export const DownlinePnl = z.object({
  customerId: z.number().int(),
  customerName: z.string(),
  /** Every day from startDate to endDate, oldest first (zeros on a quiet day). */
  days: z.array(PnlTotals.extend(BALANCE_DATE)),
  total: PnlTotals,
});
export type DownlinePnl = z.infer<typeof DownlinePnl>;

/**
 * GET /wps/relay/ODSFE2_TeamMemPNL: one downline's own profit and loss per day and per game
 * category (AGENTS.md's ODSFE2_MemPNL for a downline, reached from the team list). The name
 * ODSFE2_MemPNL already answers a member's own P&L (transactions.ts, /m/profitandloss); a name
 * answers one contract, so the agent's look at a downline has its own.
 */
export const downlinePnlRelay = agentRelays.get('ODSFE2_TeamMemPNL', DownlinePnlQuery, DownlinePnl);
