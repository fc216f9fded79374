import { z } from 'zod';
import { RECORD_GAMES } from './records.js';
import { listPage, pageQueryFields } from './pages.js';
import { relaysFor } from './relay.js';
import { dayRangeFields } from './shapes.js';
import { ReportDate } from './team-kpi.js';
import { Instant, Minor } from './units.js';

/**
 * Team betting (SPEC §2 /m/teamBetting, menu TEAMBETTING3; AGENTS.md "Team betting"): the bets
 * of every member of the agent's team (every depth), every game, newest first, with totals over
 * the whole filter. Days are site days (GMT+8), at most 31 a query and 90 back (team-kpi.ts's
 * rule, its error codes). Read only: no cancel here.
 */

export const TEAM_BETS_PAGE_SIZE = 20;
export const TEAM_BETS_MAX_PAGE_SIZE = 50;

/**
 * What a bet is now: waiting for its draw (open), won, lost, cancelled by the member, or refunded
 * (a void draw). A lottery order of several bets reads open while one is, else won when it paid.
 */
export const TEAM_BET_STATUSES = ['open', 'won', 'lost', 'cancelled', 'refunded'] as const;
export const TeamBetStatus = z.enum(TEAM_BET_STATUSES);
export type TeamBetStatus = z.infer<typeof TeamBetStatus>;

/** The games with bets here: the in-house games and the lottery (vendors' as they report). */
export const TeamBetGame = z.enum(RECORD_GAMES);
export type TeamBetGame = z.infer<typeof TeamBetGame>;

/** GET /wps/relay/ODSFE2_lottTeamBet. */
export const TeamBetQuery = z.object({
  ...dayRangeFields(ReportDate),
  /** One member of the team by account name (case-insensitive); outside the team: 404. */
  customerName: z.string().trim().min(1).max(32).optional(),
  game: TeamBetGame.optional(),
  status: TeamBetStatus.optional(),
  ...pageQueryFields(TEAM_BETS_PAGE_SIZE, TEAM_BETS_MAX_PAGE_SIZE),
});
export type TeamBetQuery = z.input<typeof TeamBetQuery>;
export type TeamBetFilter = z.output<typeof TeamBetQuery>;

/** One bet (a lottery order: its bets on one draw). Money in minor units. */
export const TeamBet = z.object({
  /** The bet's id within its game (in-house bets and lottery orders are numbered apart). */
  id: z.number().int(),
  game: TeamBetGame,
  /** The lottery game's name, or the in-house game's code. */
  gameName: z.string(),
  customerName: z.string(),
  /** The bettor's upline: the agent right above them. */
  directAgentName: z.string(),
  /** The draw's number (lottery), else the bet's own number. */
  numero: z.string(),
  betAmount: Minor,
  validBetAmount: Minor,
  winAmount: Minor,
  betTime: Instant,
  /** When it settled, or null while open. */
  settleTime: Instant.nullable(),
  /** What was bet on, as the game writes it (lottery: "BIG_SMALL BIG, DIGIT#1 7"). */
  betContent: z.string(),
  status: TeamBetStatus,
});
export type TeamBet = z.infer<typeof TeamBet>;

/**
 * The totals of the filter; profitAndLoss is winAmount − betAmount. Without a status, of every
 * game or the lottery, they are the team's (or the member's) play over the days as the team
 * reports read it (the day roll-ups: a stake on its day, a win on its settlement's day); else
 * the sums of the bets the filter matches.
 */
export const TeamBetFooter = z.object({
  betAmount: Minor,
  validBetAmount: Minor,
  winAmount: Minor,
  profitAndLoss: Minor,
});
export type TeamBetFooter = z.infer<typeof TeamBetFooter>;

/** The most bets `total` counts: past it the list says "over 10,000" (counting stops there). */
export const TEAM_BET_COUNT_CAP = 10_000;

export const TeamBetPage = listPage(TeamBet).extend({
  footer: TeamBetFooter,
  /** More than TEAM_BET_COUNT_CAP bets match: `total` is the cap, the pages end there. */
  totalCapped: z.boolean().default(false),
});
export type TeamBetPage = z.infer<typeof TeamBetPage>;

export const teamBetRelay = relaysFor({ auth: 'agent', module: 'TEAMBETTING3' }).get(
  'ODSFE2_lottTeamBet',
  TeamBetQuery,
  TeamBetPage,
);
