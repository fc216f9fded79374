import {
  MONEY_RECORD_PAGE_SIZE,
  WITHDRAW_PATHS,
  WithdrawPage,
  type WithdrawRequest,
  type WithdrawStatus,
} from '@app/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { queryKeys } from '@/shared/query-keys';
import { useSession } from '@/shared/session';

export type WithdrawPeriod = 'today' | '7d' | '30d';
export type WithdrawFilter = {
  period: WithdrawPeriod;
  status: WithdrawStatus | 'all';
  /** The withdraw page shows a few; the record screen pages by 20. */
  pageSize?: number;
};

/** Every list of the member's withdrawals starts with this key. */
export const withdrawalsKey = queryKeys.member('withdraw', 'list');

/** Asked again on a while a request waits for the cashier (and when the member comes back). */
export const PENDING_POLL_MS = 15_000;

const hasPending = (pages: { list: WithdrawRequest[] }[] | undefined) =>
  pages?.some((page) => page.list.some((request) => request.status === 'pending')) ?? false;

/** GET /wps/transaction/withdraw: the member's requests, newest first, page after page. */
export function useWithdrawals(language: string, filter: WithdrawFilter) {
  const isSignedIn = useSession() !== undefined;
  const pageSize = filter.pageSize ?? MONEY_RECORD_PAGE_SIZE;
  return useInfiniteQuery({
    queryKey: [...withdrawalsKey, language, filter],
    initialPageParam: 1,
    enabled: isSignedIn,
    queryFn: ({ pageParam, signal }) =>
      api.get(WITHDRAW_PATHS.requests, WithdrawPage, {
        query: {
          pageNo: pageParam,
          pageSize,
          period: filter.period,
          status: filter.status === 'all' ? undefined : filter.status,
        },
        signal,
      }),
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) => (hasPending(query.state.data?.pages) ? PENDING_POLL_MS : false),
    select: (data) => ({
      list: data.pages.flatMap((page) => page.list),
      total: data.pages.at(-1)?.total ?? 0,
    }),
  });
}
