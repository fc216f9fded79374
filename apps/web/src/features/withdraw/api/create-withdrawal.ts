import { WITHDRAW_PATHS, WithdrawCreateResult, type WithdrawCreateInput } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/shared/api-client';
import { withdrawKey } from './get-withdraw-info';
import { useWithdrawRefresh } from './use-withdraw-refresh';

/**
 * POST /wps/transaction/withdraw. The caller's idempotency key is kept through retries, so a
 * request whose answer was lost is answered, not made (and held) twice.
 */
export const createWithdrawal = (
  input: Required<Omit<WithdrawCreateInput, 'forfeitBonus'>> &
    Pick<WithdrawCreateInput, 'forfeitBonus'>,
) => api.post(WITHDRAW_PATHS.requests, WithdrawCreateResult, { body: input });

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  const refresh = useWithdrawRefresh();
  return useMutation({
    mutationFn: createWithdrawal,
    retry: (failures, error) => failures < 2 && 'code' in error && error.code === 'network.error',
    // The amount is held at once: the header's balance and the page's figures move.
    onSuccess: refresh,
    // A conflict (turnover, today's limits, one in process) means the page's figures are old.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: withdrawKey });
      }
    },
  });
}
