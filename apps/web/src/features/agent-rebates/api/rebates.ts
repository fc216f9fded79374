import {
  AGENT_REBATE_PATHS,
  DownlineRebates,
  RebateSettings,
  subordinateRelay,
  TEAM_PAGE_SIZE,
  UpdateDownlineRebatesBody,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { queryKeys } from '@/shared/query-keys';
import { relay } from '@/shared/relay';

/** Every agent-rebate query starts with this key. */
export const rebatesKey = queryKeys.member('agent-rebates');

/** GET /wps/agent/rebates: the agent's own rates, the bounds and its quota use. */
export const useRebateSettings = () =>
  useQuery({
    queryKey: [...rebatesKey, 'settings'],
    queryFn: ({ signal }) => api.get(AGENT_REBATE_PATHS.settings, RebateSettings, { signal }),
  });

/** GET /wps/agent/rebates/downline: a direct downline's rates (none chosen: no query). */
export const useDownlineRebates = (memberId: number | undefined) =>
  useQuery({
    queryKey: [...rebatesKey, 'downline', memberId],
    enabled: memberId !== undefined,
    queryFn: ({ signal }) =>
      api.get(AGENT_REBATE_PATHS.downline, DownlineRebates, { query: { memberId }, signal }),
  });

/** The agent's direct downlines (the team list's first page), to pick one from. */
export const useDirectDownlines = () =>
  useQuery({
    queryKey: [...rebatesKey, 'direct'],
    queryFn: ({ signal }) =>
      relay(
        subordinateRelay,
        { pageNo: 1, pageSize: TEAM_PAGE_SIZE, sort: 'regDate', order: 'desc' },
        { signal },
      ),
    select: (page) => page.list,
  });

/** POST /wps/agent/updateDownlineRebates: raise a direct downline's rates. */
export function useUpdateDownlineRebates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...rebatesKey, 'update'],
    mutationFn: (body: UpdateDownlineRebatesBody) =>
      api.post(AGENT_REBATE_PATHS.update, DownlineRebates, {
        body: UpdateDownlineRebatesBody.parse(body),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rebatesKey }),
  });
}
