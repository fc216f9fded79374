import {
  subordinateRelay,
  TEAM_PAGE_SIZE,
  type SubordinatePage,
  type TeamMemberKind,
  type TeamSort,
} from '@app/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '@/shared/query-keys';
import { relay } from '@/shared/relay';
import { joinPages, nextPage } from '@/shared/paged';

/** Every team-list query starts with this key. */
export const teamKey = queryKeys.member('team');

/** What the agent chose: whose downlines, a name, the filters and the order. */
export type TeamFilter = {
  parentId?: number | undefined;
  customerName: string;
  kind: TeamMemberKind | 'all';
  online: 'all' | 'online' | 'offline';
  regFrom: string;
  regTo: string;
  sort: TeamSort;
  order: 'asc' | 'desc';
};

export const DEFAULT_TEAM_FILTER: TeamFilter = {
  customerName: '',
  kind: 'all',
  online: 'all',
  regFrom: '',
  regTo: '',
  sort: 'regDate',
  order: 'desc',
};

/** The loaded pages as one list, with the total and the way down from the agent. */
export type TeamView = {
  list: SubordinatePage['list'];
  total: number;
  breadcrumb: SubordinatePage['breadcrumb'];
};

const blankless = (text: string) => (text.trim() === '' ? undefined : text.trim());

/**
 * GET /wps/relay/ODSFE2_Subordinate: the direct downlines of the agent (or of `parentId`, a
 * member of its team drilled into), or the team members whose name starts with the search, page
 * after page as the list scrolls.
 */
export const useTeam = (filter: TeamFilter) =>
  useInfiniteQuery({
    queryKey: [...teamKey, filter],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      relay(
        subordinateRelay,
        {
          parentId: filter.parentId,
          customerName: blankless(filter.customerName),
          kind: filter.kind === 'all' ? undefined : filter.kind,
          online:
            filter.online === 'all' ? undefined : filter.online === 'online' ? 'true' : 'false',
          regFrom: blankless(filter.regFrom),
          regTo: blankless(filter.regTo),
          sort: filter.sort,
          order: filter.order,
          pageNo: pageParam,
          pageSize: TEAM_PAGE_SIZE,
        },
        { signal },
      ),
    getNextPageParam: nextPage,
    select: (data): TeamView =>
      joinPages(data.pages, 'first', (first) => ({ breadcrumb: first?.breadcrumb ?? [] })),
  });
