import { teamPnlRelay, type TeamPnlPage } from '@app/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '@/shared/query-keys';
import type { ReportDays } from '@/shared/report-range';
import { relay } from '@/shared/relay';
import { joinPages, nextPage } from '@/shared/paged';

/** Every team profit-and-loss query starts with this key. */
export const teamPnlKey = queryKeys.member('teamPnl');
/** Downlines a page. */
export const TEAM_PNL_PAGE_SIZE = 20;

/** The loaded pages as one list, with the footer and the listed member of the first page. */
export type TeamPnlView = {
  list: TeamPnlPage['list'];
  total: number;
  footer: TeamPnlPage['footer'] | undefined;
  parent: TeamPnlPage['parent'] | undefined;
  /** The listed downline's own play (null for the caller). */
  own: TeamPnlPage['own'];
};

/**
 * GET /wps/relay/ODSFE2_TeamPNL: a row per direct downline of the caller (or of `parentId`, a
 * sub-agent drilled into) with its whole team's totals, page after page; the footer sums them all.
 * None while the range is wrong.
 */
export const useTeamPnl = (range: ReportDays | undefined, parentId: number | undefined) =>
  useInfiniteQuery({
    queryKey: [...teamPnlKey, 'team', parentId ?? 'me', range?.startDate, range?.endDate],
    initialPageParam: 1,
    enabled: range !== undefined,
    queryFn: ({ pageParam, signal }) => {
      if (!range) throw new Error('no range');
      return relay(
        teamPnlRelay,
        { ...range, parentId, page: pageParam, size: TEAM_PNL_PAGE_SIZE },
        { signal },
      );
    },
    getNextPageParam: nextPage,
    select: (data): TeamPnlView =>
      joinPages(data.pages, 'first', (first) => ({
        footer: first?.footer,
        parent: first?.parent,
        own: first?.own ?? null,
      })),
  });
