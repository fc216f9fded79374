import { WalletBalance } from '@app/contracts/zod-free';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from './api-client';
import { useMemberQuery } from './member-query';
import { queryKeys } from './query-keys';

/**
 * GET /wps/wallets/balance: the member's total balance. Shared because the header, the menu,
 * the member centre and the money and game screens all show or refresh it; features/wallet holds
 * its UI (the Balance component and the hide/show setting).
 */
export const getBalance = () => api.get('/wps/wallets/balance', WalletBalance);

export const balanceQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.member('wallet', 'balance'), queryFn: getBalance });

/** The signed-in member's total balance; nothing is asked for a guest. */
export const useBalance = () => useMemberQuery(balanceQueryOptions());

/** Reloads the balance wherever it shows (header, member centre); masked until it is back. */
export function useRefreshBalance() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.refetchQueries({ queryKey: balanceQueryOptions().queryKey }),
    [queryClient],
  );
}
