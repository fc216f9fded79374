import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { api, type Schema, type RequestOptions } from '@/shared/api-client';
import { rangeQuery, type RecordRange } from '@/shared/record-range';
import { nextPage } from '../paged';

/** One page of a records endpoint, as every one answers (newest first). */
export type RecordPage<T> = { list: T[]; pageNum: number; totalPages: number; total: number };

/** The loaded pages as one list, with how many records the whole filter has. */
export type RecordPages<T> = { list: T[]; total: number };

export type RecordSource<P> = {
  queryKey: QueryKey;
  path: string;
  schema: Schema<P>;
  pageSize: number;
  /** The filter's period or days. */
  range: RecordRange;
  /** The filter's other query fields (a status, a type, a game; undefined for all). */
  query?: RequestOptions['query'];
  enabled?: boolean;
  /** Asked again whenever the member comes back to the tab, fresh or not. */
  refetchOnFocus?: boolean;
  /** How often to ask again given the loaded pages (ms), or false. */
  refetchEvery?: (pages: readonly P[]) => number | false;
};

/**
 * A records list's query: page after page of `path` for the filter, newest first, selected into
 * one list with the filter's total; `extra` reads what the last page says of the whole filter
 * (totals, a sum) beside them.
 */
export function useRecordPages<P extends RecordPage<unknown>, E extends object = object>(
  source: RecordSource<P>,
  extra?: (last: P | undefined) => E,
) {
  return useInfiniteQuery({
    queryKey: source.queryKey,
    initialPageParam: 1,
    enabled: source.enabled,
    queryFn: ({ pageParam, signal }) =>
      api.get(source.path, source.schema, {
        query: {
          pageNo: pageParam,
          pageSize: source.pageSize,
          ...rangeQuery(source.range),
          ...source.query,
        },
        signal,
      }),
    getNextPageParam: nextPage,
    // Only when asked: an explicit undefined would override the client's default (no refetch).
    ...(source.refetchOnFocus && { refetchOnWindowFocus: 'always' as const }),
    refetchInterval: source.refetchEvery
      ? (query) => source.refetchEvery?.(query.state.data?.pages ?? []) ?? false
      : undefined,
    select: (data): RecordPages<P['list'][number]> & E => {
      const last = data.pages.at(-1);
      return {
        list: data.pages.flatMap((page): P['list'] => page.list),
        total: last?.total ?? 0,
        ...(extra?.(last) as E),
      };
    },
  });
}
