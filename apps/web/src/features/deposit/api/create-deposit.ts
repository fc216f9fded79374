import { DEPOSIT_PATHS, DepositCreateResult, type DepositCreateInput } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { depositsKey } from './get-deposits';

/**
 * POST /wps/transaction/deposit. The caller's idempotency key is kept through retries, so a
 * request whose answer was lost is answered, not made twice.
 */
export const createDeposit = (input: Required<DepositCreateInput>) =>
  api.post(DEPOSIT_PATHS.requests, DepositCreateResult, { body: input });

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    retry: (failures, error) => failures < 2 && 'code' in error && error.code === 'network.error',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: depositsKey }),
  });
}
