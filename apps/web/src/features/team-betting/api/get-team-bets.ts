import {
  teamBetRelay,
  TEAM_BETS_PAGE_SIZE,
  type TeamBetGame,
  type TeamBetPage,
  type TeamBetStatus,
} from '@app/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '@/shared/query-keys';
import { relay } from '@/shared/relay';
import type { ReportDays } from '@/shared/report-range';
import { joinPages, nextPage } from '@/shared/paged';

/** Every team-betting query starts with this key. */
export const teamBetsKey = queryKeys.member('teamBetting');

/** The filters beside the days: one member by name, a game, a status. */
export type TeamBetChoice = {
  customerName: string;
  game: TeamBetGame | 'all';
  status: TeamBetStatus | 'all';
};

/** The loaded pages as one list, with the total and the footer of the whole filter. */
export type TeamBetsView = {
  list: TeamBetPage['list'];
  total: number;
  /** More bets match than the server counts (TEAM_BET_COUNT_CAP): "over 10,000 bets". */
  capped: boolean;
  footer: TeamBetPage['footer'] | undefined;
};

/**
 * GET /wps/relay/ODSFE2_lottTeamBet: the team's bets of the chosen days, newest first, page after
 * page, with the totals of the whole filter. None while the days are wrong.
 */
export const useTeamBets = (days: ReportDays | undefined, choice: TeamBetChoice) =>
  useInfiniteQuery({
    queryKey: [...teamBetsKey, days?.startDate, days?.endDate, choice],
    initialPageParam: 1,
    enabled: days !== undefined,
    queryFn: ({ pageParam, signal }) => {
      if (!days) throw new Error('no days');
      const name = choice.customerName.trim();
      return relay(
        teamBetRelay,
        {
          ...days,
          customerName: name === '' ? undefined : name,
          game: choice.game === 'all' ? undefined : choice.game,
          status: choice.status === 'all' ? undefined : choice.status,
          pageNo: pageParam,
          pageSize: TEAM_BETS_PAGE_SIZE,
        },
        { signal },
      );
    },
    getNextPageParam: nextPage,
    select: (data): TeamBetsView =>
      joinPages(data.pages, 'first', (first) => ({
        capped: first?.totalCapped ?? false,
        footer: first?.footer,
      })),
  });
