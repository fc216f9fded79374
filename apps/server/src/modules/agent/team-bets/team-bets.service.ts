import {
  DAY_MS,
  siteDayKeyStart,
  TEAM_BET_COUNT_CAP,
  teamReportRangeError,
  type BetOutcome,
  type Language,
  type TeamBetFilter as TeamBetQuery,
  type TeamBetPage,
} from '@app/contracts';
import type { DbOrTx } from '@/db/client.js';
import { AppError } from '@/lib/app-error.js';
import type { TeamBetRow, TeamBets } from '@/modules/play-history/index.js';
import { teamPrefixOf, type AgentCaller, type AgentScope } from '../scope.js';
import { createTeamRepository } from '../team/team.repository.js';
import { createFiguresRepository } from '../team-figures/figures.repository.js';
import { pnlTotalsOf, sumRows } from '../team-figures/day-figures.js';

/** An in-house bet's content from its outcome: dice "under 50.00 → 42.17", slot the middle row. */
function inhouseContent(json: string): string {
  try {
    const outcome = JSON.parse(json) as BetOutcome;
    if (outcome.game === 'dice') {
      const hundredths = (value: number) => (value / 100).toFixed(2);
      return `${outcome.direction} ${hundredths(outcome.target)} → ${hundredths(outcome.roll)}`;
    }
    return (outcome.grid[1] ?? outcome.grid[0] ?? []).join(' ');
  } catch {
    return '';
  }
}

type Totals = { bet: number; validBet: number; win: number };

/**
 * Team betting (ODSFE2_lottTeamBet): the bets of the caller's whole team, or of one member of it
 * named by account (else 404), between two site days (teamReportRangeError: at most 31 days, 90
 * days back, 400 with the field), a page at a time with the totals of the whole filter.
 *
 * A team of 10,000,000 bets must not be summed bet by bet: without a status, over every game or
 * the lottery, the totals are the day roll-ups' (31 rows at most: the team's days, or the
 * member's own), the count stops at TEAM_BET_COUNT_CAP. A status (or one in-house game, which
 * the roll-ups keep together as `slots`) sums the bets it matches.
 */
export function createTeamBetsService({
  db,
  scope,
  bets,
  now = () => Date.now(),
  countCap = TEAM_BET_COUNT_CAP,
}: {
  db: DbOrTx;
  scope: AgentScope;
  bets: TeamBets;
  now?: () => number;
  /** The most bets `total` counts (tests make it small). */
  countCap?: number;
}) {
  const team = createTeamRepository(db);
  const figures = createFiguresRepository(db);

  /** The roll-ups' play of the agent's team or of one member over the days, or undefined. */
  async function rolledUp(
    agentId: number,
    memberId: number | undefined,
    query: TeamBetQuery,
  ): Promise<Totals | undefined> {
    if (query.status !== undefined) return undefined;
    if (query.game !== undefined && query.game !== 'lottery') return undefined;
    const range = { startDate: query.startDate, endDate: query.endDate };
    const days =
      memberId === undefined
        ? await figures.teamDays(agentId, false, range)
        : await figures.memberDays(memberId, range);
    const totals = pnlTotalsOf(sumRows([...days.values()]));
    const play = query.game === 'lottery' ? totals.byCategory.lottery : totals;
    return { bet: play.bet, validBet: play.validBet, win: play.win };
  }
  const toBet = (row: TeamBetRow): TeamBetPage['list'][number] => ({
    id: row.id,
    game: row.game,
    gameName: row.gameName,
    customerName: row.customerName,
    directAgentName: row.directAgentName,
    numero: row.numero,
    betAmount: row.bet,
    validBetAmount: row.validBet,
    winAmount: row.win,
    betTime: row.betTime.getTime(),
    settleTime: row.settleTime?.getTime() ?? null,
    betContent: row.game === 'lottery' ? row.content : inhouseContent(row.content),
    status: row.status,
  });

  return {
    async page(caller: AgentCaller, query: TeamBetQuery, language: Language): Promise<TeamBetPage> {
      const refused = teamReportRangeError(query, now());
      if (refused) throw new AppError(refused.code, { field: refused.field });
      const self = await scope.self(caller);
      const prefix = teamPrefixOf(self);
      let memberId: number | undefined;
      if (query.customerName !== undefined) {
        memberId = await team.inTeamByAccount(caller.merchantId, prefix, query.customerName);
        if (memberId === undefined) {
          throw new AppError('agent.downline.not.found', { field: 'customerName' });
        }
      }
      const filter = {
        merchantId: caller.merchantId,
        prefix,
        memberId,
        game: query.game,
        status: query.status,
        from: new Date(siteDayKeyStart(query.startDate)),
        to: new Date(siteDayKeyStart(query.endDate) + DAY_MS),
      };
      const { pageNo, pageSize } = query;
      const [rows, rolled] = await Promise.all([
        bets.teamBetPage(filter, language, (pageNo - 1) * pageSize, pageSize),
        rolledUp(self.id, memberId, query),
      ]);
      let count: number;
      let totals: Totals;
      if (rolled) {
        count = await bets.teamBetCount(filter, countCap);
        totals = rolled;
      } else {
        ({ count, ...totals } = await bets.teamBetTotals(filter));
      }
      const total = Math.min(count, countCap);
      return {
        list: rows.map(toBet),
        pageNum: pageNo,
        totalPages: Math.ceil(total / pageSize),
        total,
        totalCapped: count > countCap,
        footer: {
          betAmount: totals.bet,
          validBetAmount: totals.validBet,
          winAmount: totals.win,
          profitAndLoss: totals.win - totals.bet,
        },
      };
    },
  };
}

export type TeamBetsService = ReturnType<typeof createTeamBetsService>;
