import { AGENT_ACCOUNT_PATHS, OpenAccountBody, OpenedAccount } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { queryKeys } from '@/shared/query-keys';

/** POST /wps/agent/downline, sealed: a new member directly under the agent. */
export const openAccount = (body: OpenAccountBody) =>
  api.post(AGENT_ACCOUNT_PATHS.openAccount, OpenedAccount, {
    body: OpenAccountBody.parse(body),
    sealed: true,
  });

export function useOpenAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['agent-accounts', 'open'],
    mutationFn: openAccount,
    // The name is taken now; the team's lists and counters count one more.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.member('agent-accounts') }),
        queryClient.invalidateQueries({ queryKey: queryKeys.member('agent') }),
      ]),
  });
}
