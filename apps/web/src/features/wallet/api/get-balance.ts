import { WalletBalance } from '@app/contracts/zod-free';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../shared/api-client';
import { useSession } from '../../../shared/session';

export const getBalance = () => api.get('/wps/wallets/balance', WalletBalance);

export const balanceQueryOptions = () =>
  queryOptions({ queryKey: ['wallet', 'balance'], queryFn: getBalance });

/** The signed-in member's total balance; nothing is asked for a guest. */
export function useBalance() {
  const session = useSession();
  return useQuery({ ...balanceQueryOptions(), enabled: session !== undefined });
}

/** Reloads the balance wherever it shows (header, member centre); masked until it is back. */
export function useRefreshBalance() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.refetchQueries({ queryKey: balanceQueryOptions().queryKey }),
    [queryClient],
  );
}
