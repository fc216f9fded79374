import {
  GameRecord,
  INHOUSE_PATHS,
  OrdersPage,
  RECORDS_PAGE_SIZE,
  type RecordGame,
} from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { queryKeys } from '@/shared/query-keys';
import type { RecordRange } from '@/shared/record-range';
import { useRecordPages } from '@/shared/records/use-record-pages';

export type RecordsFilterState = RecordRange & { game: RecordGame | 'all' };

/**
 * GET /lgw/orders, page after page (newest first), for the chosen game and period: in-house
 * bets and lottery orders in one list, with the totals of the whole filter.
 */
export const useRecords = (filter: RecordsFilterState) =>
  useRecordPages(
    {
      queryKey: queryKeys.member('records', 'list', filter),
      path: INHOUSE_PATHS.orders,
      schema: OrdersPage,
      pageSize: RECORDS_PAGE_SIZE,
      range: filter,
      query: { game: filter.game === 'all' ? undefined : filter.game },
    },
    (last) => ({ totals: last?.totals }),
  );

/** A record as the list names it: lottery orders and providers' rounds are numbered apart from in-house bets. */
export type RecordRef = { id: number; game: GameRecord['game'] };

/**
 * GET /lgw/orders/detail?id=&game=: one record with its proof (an in-house bet's seeds once
 * revealed, a lottery order's bets and draw, a provider's round).
 */
export const useRecord = (ref: RecordRef | undefined) =>
  useQuery({
    queryKey: queryKeys.member('records', 'detail', ref?.game, ref?.id),
    queryFn: ({ signal }) =>
      api.get(INHOUSE_PATHS.detail, GameRecord, {
        query: {
          id: ref?.id,
          game: ref?.game === 'lottery' || ref?.game === 'vendor' ? ref.game : undefined,
        },
        signal,
      }),
    enabled: ref !== undefined,
  });
