import { WITHDRAW_PATHS, WithdrawCreateResult, type WithdrawCreateInput } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/shared/api-client';
import { useKeyedMutation, type Keyed } from '@/shared/keyed-mutation';
import { withdrawKey } from './get-withdraw-info';
import { useWithdrawRefresh } from './use-withdraw-refresh';

type WithdrawBody = Required<Omit<WithdrawCreateInput, 'forfeitBonus' | 'idempotencyKey'>> &
  Pick<WithdrawCreateInput, 'forfeitBonus'>;

/**
 * POST /wps/transaction/withdraw. The key is useKeyedMutation's: a request whose answer was lost
 * is answered, not made (and held) twice.
 */
export const createWithdrawal = (input: Keyed<WithdrawBody>) =>
  api.post(WITHDRAW_PATHS.requests, WithdrawCreateResult, { body: input });

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  const refresh = useWithdrawRefresh();
  return useKeyedMutation<WithdrawBody, WithdrawCreateResult>({
    mutationFn: createWithdrawal,
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
