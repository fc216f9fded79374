import {
  MONEY_RECORD_PAGE_SIZE,
  TRANSACTIONS_PATH,
  TransactionPage,
  type TransactionRecord,
  type TransactionType,
} from '@app/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { queryKeys } from '@/shared/query-keys';
import { rangeQuery, type RecordRange } from '@/shared/record-range';

export type TransactionFilter = RecordRange & { type: TransactionType | 'all' };

/** The loaded pages as one list, with how many movements the whole filter has. */
export type TransactionsView = { list: TransactionRecord[]; total: number };

/** Every account-record list starts with this key (one invalidation refreshes them all). */
export const transactionsKey = queryKeys.member('transactions', 'list');

/**
 * GET /wps/transaction/record: the movements of the member's cash for the chosen period and type,
 * newest first, page after page.
 */
export function useTransactions(filter: TransactionFilter) {
  return useInfiniteQuery({
    queryKey: [...transactionsKey, filter],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(TRANSACTIONS_PATH, TransactionPage, {
        query: {
          pageNo: pageParam,
          pageSize: MONEY_RECORD_PAGE_SIZE,
          ...rangeQuery(filter),
          type: filter.type === 'all' ? undefined : filter.type,
        },
        signal,
      }),
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    select: (data): TransactionsView => ({
      list: data.pages.flatMap((page) => page.list),
      total: data.pages.at(-1)?.total ?? 0,
    }),
  });
}
