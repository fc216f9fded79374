import {
  DAY_MS,
  siteDayKeyStart,
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

/**
 * Team betting (ODSFE2_lottTeamBet): the bets of the caller's whole team, or of one member of it
 * named by account (else 404), between two site days (teamReportRangeError: at most 31 days, 90
 * days back, 400 with the field), a page at a time with the totals of the whole filter.
 */
export function createTeamBetsService({
  db,
  scope,
  bets,
  now = () => Date.now(),
}: {
  db: DbOrTx;
  scope: AgentScope;
  bets: TeamBets;
  now?: () => number;
}) {
  const team = createTeamRepository(db);
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
      const prefix = teamPrefixOf(await scope.self(caller));
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
      const [rows, totals] = await Promise.all([
        bets.teamBetPage(filter, language, (pageNo - 1) * pageSize, pageSize),
        bets.teamBetTotals(filter),
      ]);
      return {
        list: rows.map(toBet),
        pageNum: pageNo,
        totalPages: Math.ceil(totals.count / pageSize),
        total: totals.count,
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
