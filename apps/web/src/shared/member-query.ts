import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useSession } from './session';

/**
 * useQuery for a member-only query (a key from queryKeys.member): nothing is asked for a guest,
 * and the data goes with the member (see member-scope.ts).
 */
export function useMemberQuery<
  TQueryFnData,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>) {
  const isSignedIn = useSession() !== undefined;
  return useQuery({ ...options, enabled: isSignedIn ? (options.enabled ?? true) : false });
}
