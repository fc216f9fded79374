import { DEPOSIT_PATHS, DepositCreateResult, type DepositCreateInput } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { useKeyedMutation, type Keyed } from '@/shared/keyed-mutation';
import { depositsKey } from './get-deposits';

type DepositBody = Omit<Required<DepositCreateInput>, 'idempotencyKey'>;

/**
 * POST /wps/transaction/deposit. The key is useKeyedMutation's: a request whose answer was lost
 * is answered, not made twice.
 */
export const createDeposit = (input: Keyed<DepositBody>) =>
  api.post(DEPOSIT_PATHS.requests, DepositCreateResult, { body: input });

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useKeyedMutation<DepositBody, DepositCreateResult>({
    mutationFn: createDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: depositsKey }),
  });
}
