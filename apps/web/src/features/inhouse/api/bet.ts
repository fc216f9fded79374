import {
  BetResult,
  INHOUSE_PATHS,
  type DiceBetInput,
  type FairnessState,
  type SlotBetInput,
} from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/shared/api-client';
import { retryLostAnswer } from '@/shared/offline';
import { useApplyBalance } from '@/shared/money';
import { fairnessKey } from './fairness';

type BetInputs = { dice: DiceBetInput; slot: SlotBetInput };

/**
 * POST /lgw/inhouse/<game>/bet. A lost answer is asked again with the same key (counted once by
 * the server). The next nonce is known at once; the balance waits for the animation (useSettle).
 */
export function usePlaceBet<G extends keyof BetInputs>(game: G) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BetInputs[G]) => api.post(INHOUSE_PATHS[game], BetResult, { body: input }),
    retry: retryLostAnswer,
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
