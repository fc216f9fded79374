import {
  DEPOSIT_PATHS,
  DEPOSIT_PAGE_SIZE,
  DepositPage,
  type DepositRequest,
  type DepositStatus,
} from '@app/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { useSession } from '@/shared/session';
import { queryKeys } from '@/shared/query-keys';

export type DepositPeriod = 'today' | '7d' | '30d';
export type DepositFilter = {
  period: DepositPeriod;
  status: DepositStatus | 'all';
  /** Page size: the voucher centre shows a few, the record screen pages by SPEC-like 20. */
  pageSize?: number;
};

/** Every list of the member's deposits starts with this key (one invalidation refreshes all). */
export const depositsKey = queryKeys.member('deposit', 'list');

/** Asked again on a while a request waits for the operator (and when the member comes back). */
export const PENDING_POLL_MS = 15_000;

const hasPending = (pages: { list: DepositRequest[] }[] | undefined) =>
  pages?.some((page) => page.list.some((request) => request.status === 'pending')) ?? false;

/** GET /wps/transaction/deposit: the member's requests, newest first, page after page. */
export function useDeposits(language: string, filter: DepositFilter) {
  const isSignedIn = useSession() !== undefined;
  const pageSize = filter.pageSize ?? DEPOSIT_PAGE_SIZE;
  return useInfiniteQuery({
    queryKey: [...depositsKey, language, filter],
    initialPageParam: 1,
    enabled: isSignedIn,
    queryFn: ({ pageParam, signal }) =>
      api.get(DEPOSIT_PATHS.requests, DepositPage, {
        query: {
          pageNo: pageParam,
          pageSize,
          period: filter.period,
          status: filter.status === 'all' ? undefined : filter.status,
        },
        signal,
      }),
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    // The member coming back from their bank app: ask at once, fresh or not.
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) => (hasPending(query.state.data?.pages) ? PENDING_POLL_MS : false),
    select: (data) => ({
      list: data.pages.flatMap((page) => page.list),
      total: data.pages.at(-1)?.total ?? 0,
    }),
  });
}
