import {
  ContractRequestInfo,
  EXEMPT_TYPES,
  isAgentType,
  PENDING_CONTRACTS_PATH,
} from '@app/contracts/zod-free';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { useMemberInfo } from '@/shared/member-info';
import { useMemberQuery } from '@/shared/member-query';
import { queryKeys } from '@/shared/query-keys';

/**
 * GET /wps/member/info/funds/consolidated: the contract requests (daily salary, dividend, hourly
 * salary) an agent's upline sent and the agent has not answered (SPEC §2 Home, §3).
 */
export const getPendingContracts = () => api.get(PENDING_CONTRACTS_PATH, ContractRequestInfo);

export const pendingContractsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.member('home', 'pending-contracts'),
    queryFn: getPendingContracts,
    // Asked again each time home opens.
    staleTime: 0,
  });

/** SPEC §4: agents (not 0, 4, 40) get contract prompts, except types 4, 40, 41 and 42. */
export const checksContracts = (type: number) => isAgentType(type) && !EXEMPT_TYPES.includes(type);

/**
 * SPEC §2 Home, signed in: after the member info is renewed (useHomeOpen), an agent's pending
 * contract requests. Nothing is asked for players, trial and exempt accounts, or guests.
 */
export function usePendingContracts() {
  const info = useMemberInfo();
  const enabled = info.data !== undefined && !info.isFetching && checksContracts(info.data.type);
  return useMemberQuery({ ...pendingContractsQueryOptions(), enabled });
}
