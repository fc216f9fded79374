import { REBATE_PATHS, RebateClaimResult, type RebateClaimInput } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/shared/api-client';
import { useApplyBalance } from '@/shared/money';
import { rebateKey } from './get-rebate-preview';

/**
 * POST /wps/member/rebate/claim: the preview's range as shown. The caller's idempotency key is
 * kept through retries, so a claim whose answer was lost is answered, not paid twice.
 */
export const claimRebate = (input: Required<RebateClaimInput>) =>
  api.post(REBATE_PATHS.claim, RebateClaimResult, { body: input });

export function useClaimRebate() {
  const queryClient = useQueryClient();
  const applyBalance = useApplyBalance();
  return useMutation({
    mutationFn: claimRebate,
    retry: (failures, error) => failures < 2 && 'code' in error && error.code === 'network.error',
    onSuccess: (result) => {
      // The claim answers with the balance written in its own transaction: the header takes it.
      applyBalance(result.balance);
      void queryClient.invalidateQueries({ queryKey: rebateKey });
    },
    // A conflict (covered by another claim, under the minimum) means the preview is old.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: rebateKey });
      }
    },
  });
}
