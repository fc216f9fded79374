import { MONEY_RECORD_PAGE_SIZE } from '@app/contracts';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { api, type Schema } from './api-client';
import { rangeQuery, type RecordRange } from './record-range';
import { useSession } from './session';

/**
 * What the deposit and withdrawal records share: a list of the member's requests by period and
 * status, newest first, page after page, asked again while one waits for a decision.
 */
export type MoneyRecordFilter<S extends string> = RecordRange & {
  status: S | 'all';
  /** The money pages show a few; the record screens page by 20. */
  pageSize?: number;
};

/** Asked again on a while a request waits for the cashier (and when the member comes back). */
export const PENDING_POLL_MS = 15_000;

/** A request's statuses while it waits for the cashier: pending, or (withdrawals) processing. */
const IN_PROCESS: ReadonlySet<string> = new Set(['pending', 'processing']);

type Page<T> = { list: T[]; pageNum: number; totalPages: number; total: number };

export function useMoneyRecords<S extends string, T extends { status: string }>(
  source: { key: QueryKey; path: string; schema: Schema<Page<T>> },
  language: string,
  filter: MoneyRecordFilter<S>,
) {
  const isSignedIn = useSession() !== undefined;
  const pageSize = filter.pageSize ?? MONEY_RECORD_PAGE_SIZE;
  return useInfiniteQuery({
    queryKey: [...source.key, language, filter],
    initialPageParam: 1,
    enabled: isSignedIn,
    queryFn: ({ pageParam, signal }) =>
      api.get(source.path, source.schema, {
        query: {
          pageNo: pageParam,
          pageSize,
          ...rangeQuery(filter),
          status: filter.status === 'all' ? undefined : filter.status,
        },
        signal,
      }),
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    // The member coming back from their bank app: ask at once, fresh or not.
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.list.some((r) => IN_PROCESS.has(r.status)))
        ? PENDING_POLL_MS
        : false,
    select: (data) => ({
      list: data.pages.flatMap((page) => page.list),
      total: data.pages.at(-1)?.total ?? 0,
    }),
  });
}
