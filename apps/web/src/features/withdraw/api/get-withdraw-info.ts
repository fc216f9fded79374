import { WITHDRAW_PATHS, WithdrawInfo } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { useMemberQuery } from '@/shared/member-query';
import { queryKeys } from '@/shared/query-keys';

/** Every withdraw query starts with this key: one invalidation refreshes the info and the lists. */
export const withdrawKey = queryKeys.member('withdraw');

/** GET /wps/transaction/withdraw/info: what the member may withdraw now, and what stops them. */
export const getWithdrawInfo = (signal?: AbortSignal) =>
  api.get(WITHDRAW_PATHS.info, WithdrawInfo, signal ? { signal } : {});

export const withdrawInfoQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.member('withdraw', 'info'),
    queryFn: ({ signal }) => getWithdrawInfo(signal),
    // The balance moves with every bet: read again whenever the member comes back to the page.
    refetchOnWindowFocus: 'always',
  });

export const useWithdrawInfo = () => useMemberQuery(withdrawInfoQueryOptions());
