import type { UseQueryResult } from '@tanstack/react-query';

type Shown<T> = Pick<
  UseQueryResult<T>,
  'data' | 'error' | 'isPending' | 'isError' | 'refetch' | 'isFetching'
>;

/**
 * A polled query as a screen shows it: a refresh that fails (offline, a dropped connection) keeps
 * the answer on screen, whose countdowns still hold, instead of replacing it with the error; it is
 * asked again on the next schedule or when the connection is back. Without an answer, the error.
 */
export function keptData<T>(query: UseQueryResult<T>): Shown<T> {
  const { data, error, isPending, isError, refetch, isFetching } = query;
  const kept = data !== undefined;
  return {
    data,
    error: kept ? null : error,
    isPending,
    isError: isError && !kept,
    refetch,
    isFetching,
  };
}
