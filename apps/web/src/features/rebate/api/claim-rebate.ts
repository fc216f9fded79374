import { REBATE_PATHS, RebateClaimResult, type RebateClaimInput } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/shared/api-client';
import { useKeyedMutation, type Keyed } from '@/shared/keyed-mutation';
import { useApplyBalance } from '@/shared/money';
import { rebateKey } from './get-rebate-preview';

type ClaimBody = Omit<Required<RebateClaimInput>, 'idempotencyKey'>;

/**
 * POST /wps/member/rebate/claim: the preview's range as shown. The key is useKeyedMutation's: a
 * claim whose answer was lost is answered, not paid twice.
 */
export const claimRebate = (input: Keyed<ClaimBody>) =>
  api.post(REBATE_PATHS.claim, RebateClaimResult, { body: input });

export function useClaimRebate() {
  const queryClient = useQueryClient();
  const applyBalance = useApplyBalance();
  return useKeyedMutation<ClaimBody, RebateClaimResult>({
    mutationFn: claimRebate,
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
