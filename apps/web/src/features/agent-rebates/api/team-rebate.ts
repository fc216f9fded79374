import { AGENT_REBATE_PATHS, TeamRebateReport, type RebateProduct } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { queryKeys } from '@/shared/query-keys';
import type { ReportDays } from '@/shared/report-range';

/** GET /wps/agent/teamRebate: income per day, direct downline and product (no days: no query). */
export const useTeamRebate = (days: ReportDays | undefined, product: RebateProduct | 'all') =>
  useQuery({
    queryKey: [...queryKeys.member('team-rebate'), days, product],
    enabled: days !== undefined,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.get(AGENT_REBATE_PATHS.teamRebate, TeamRebateReport, {
        query: { ...days, product: product === 'all' ? undefined : product },
        signal,
      }),
  });
