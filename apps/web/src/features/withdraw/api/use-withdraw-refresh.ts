import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSyncBalance } from '@/shared/money';
import { withdrawKey } from './get-withdraw-info';

/**
 * After money moved (a request held it, a cancel or a rejection returned it): the withdraw info
 * and lists are asked again, and the header's balance is read again without masking it.
 */
export function useWithdrawRefresh() {
  const queryClient = useQueryClient();
  const syncBalance = useSyncBalance();
  return useCallback(async () => {
    syncBalance();
    await queryClient.invalidateQueries({ queryKey: withdrawKey });
  }, [queryClient, syncBalance]);
}
