import {
  GameRecord,
  INHOUSE_PATHS,
  OrdersPage,
  RECORDS_PAGE_SIZE,
  type RecordGame,
  type RecordTotals,
} from '@app/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { queryKeys } from '@/shared/query-keys';
import { rangeQuery, type RecordRange } from '@/shared/record-range';

export type RecordsFilterState = RecordRange & { game: RecordGame | 'all' };

/**
 * GET /lgw/orders, page after page (newest first), for the chosen game and period: in-house
 * bets and lottery orders in one list.
 */
export function useRecords(filter: RecordsFilterState) {
  return useInfiniteQuery({
    queryKey: queryKeys.member('records', 'list', filter),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(INHOUSE_PATHS.orders, OrdersPage, {
        query: {
          pageNo: pageParam,
          pageSize: RECORDS_PAGE_SIZE,
          ...rangeQuery(filter),
          game: filter.game === 'all' ? undefined : filter.game,
        },
        signal,
      }),
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    select: (data): RecordsView => ({
      list: data.pages.flatMap((page) => page.list),
      totals: data.pages.at(-1)?.totals,
    }),
  });
}

/** The loaded pages as one list, with the totals of the whole filter. */
export type RecordsView = { list: GameRecord[]; totals: RecordTotals | undefined };

/** A record as the list names it: lottery orders are numbered apart from in-house bets. */
export type RecordRef = { id: number; game: GameRecord['game'] };

/**
 * GET /lgw/orders/detail?id=&game=: one record with its proof (an in-house bet's seeds once
 * revealed, a lottery order's bets and draw).
 */
export const useRecord = (ref: RecordRef | undefined) =>
  useQuery({
    queryKey: queryKeys.member('records', 'detail', ref?.game, ref?.id),
    queryFn: ({ signal }) =>
      api.get(INHOUSE_PATHS.detail, GameRecord, {
        query: { id: ref?.id, game: ref?.game === 'lottery' ? 'lottery' : undefined },
        signal,
      }),
    enabled: ref !== undefined,
  });
