import { REWARD_PATHS, RewardClaimResult } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { useApplyBalance } from '@/shared/money';
import { rewardsKey } from './get-rewards';

/**
 * POST /wps/member/rewards/claim { id }: the reward's id is the claim's key, so a retry whose
 * answer was lost is answered as claimed (replayed), never paid twice.
 */
export const claimReward = (id: number) =>
  api.post(REWARD_PATHS.claim, RewardClaimResult, { body: { id } });

export function useClaimReward() {
  const queryClient = useQueryClient();
  const applyBalance = useApplyBalance();
  return useMutation({
    mutationFn: claimReward,
    retry: (failures, error) => failures < 2 && 'code' in error && error.code === 'network.error',
    onSuccess: (result) => {
      applyBalance(result.balance);
    },
    // Claimed, expired meanwhile or not: the lists are read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: rewardsKey }),
  });
}
