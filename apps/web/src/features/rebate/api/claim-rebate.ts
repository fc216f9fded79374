import { REBATE_PATHS, RebateClaimResult, type RebateClaimInput } from '@app/contracts';
import { api } from '@/shared/api-client';
import { useBalanceMutation } from '@/shared/balance-mutation';
import type { Keyed } from '@/shared/keyed-mutation';
import { rebateKey } from './get-rebate-preview';

type ClaimBody = Omit<Required<RebateClaimInput>, 'idempotencyKey'>;

/**
 * POST /wps/member/rebate/claim: the preview's range as shown. The key is useKeyedMutation's: a
 * claim whose answer was lost is answered, not paid twice.
 */
export const claimRebate = (input: Keyed<ClaimBody>) =>
  api.post(REBATE_PATHS.claim, RebateClaimResult, { body: input });

/**
 * The claim answers with the balance written in its own transaction: the header takes it. A
 * conflict (409: covered by another claim, under the minimum) means the preview is old.
 */
export const useClaimRebate = () =>
  useBalanceMutation<ClaimBody, RebateClaimResult>({
    mutationFn: claimRebate,
    key: rebateKey,
    staleOn: [409],
  });
