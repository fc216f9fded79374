import {
  BetResult,
  INHOUSE_PATHS,
  type DiceBetInput,
  type FairnessState,
  type SlotBetInput,
} from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/shared/api-client';
import { useKeyedMutation } from '@/shared/keyed-mutation';
import { useApplyBalance } from '@/shared/money';
import { fairnessKey } from './fairness';

export type BetInputs = {
  dice: Omit<DiceBetInput, 'idempotencyKey'>;
  slot: Omit<SlotBetInput, 'idempotencyKey'>;
};

/**
 * POST /lgw/inhouse/<game>/bet. The key is useKeyedMutation's: a lost answer is asked again with
 * the same key (counted once by the server). The next nonce is known at once; the balance waits
 * for the animation (useSettle).
 */
export function usePlaceBet<G extends keyof BetInputs>(game: G) {
  const queryClient = useQueryClient();
  return useKeyedMutation<BetInputs[G], BetResult>({
    mutationFn: (body) => api.post(INHOUSE_PATHS[game], BetResult, { body }),
    onSuccess: (result) => {
      queryClient.setQueryData<FairnessState>(fairnessKey, (state) =>
        state && state.serverSeedHash === result.fairness.serverSeedHash
          ? { ...state, nonce: Math.max(state.nonce, result.fairness.nonce + 1) }
          : state,
      );
    },
  });
}

/** Shows a settled bet's balance in the header (useApplyBalance); the records refresh too. */
export function useSettle() {
  const applyBalance = useApplyBalance();
  return useCallback((result: BetResult) => applyBalance(result.balance), [applyBalance]);
}
