import { AGENT_ACCOUNT_PATHS, UsernameCheck } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { queryKeys } from '@/shared/query-keys';

/** GET /wps/check/username: whether a name is free and valid on this site (agents only). */
export const usernameCheckQueryOptions = (username: string) =>
  queryOptions({
    queryKey: queryKeys.member('agent-accounts', 'username', username.toLowerCase()),
    queryFn: ({ signal }) =>
      api.get(AGENT_ACCOUNT_PATHS.checkUsername, UsernameCheck, { query: { username }, signal }),
    staleTime: 10_000,
    retry: false,
  });

/** The check of `username` once given (the caller debounces and checks the rule first). */
export const useUsernameCheck = (username: string | undefined) =>
  useQuery({
    ...usernameCheckQueryOptions(username ?? ''),
    enabled: username !== undefined && username !== '',
  });
