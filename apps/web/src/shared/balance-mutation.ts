import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { useKeyedMutation, type Keyed } from './keyed-mutation';
import { useApplyBalance } from './money';

type Options<TInput, TResult> = {
  mutationFn: (body: Keyed<TInput>) => Promise<TResult>;
  /** The screen's reads: read again once the money moved. */
  key: QueryKey;
  /** Refusals (HTTP statuses) that mean the screen's figures are old: they are read again too. */
  staleOn?: readonly number[];
};

/**
 * A money request that answers with the balance it left (a transfer, a rain, a rebate claim),
 * under useKeyedMutation's key: the header takes that balance and the screen's reads are read
 * again; so are they after a refusal in `staleOn` (the balance or a limit moved meanwhile).
 */
export function useBalanceMutation<TInput extends object, TResult extends { balance: number }>({
  mutationFn,
  key,
  staleOn = [],
}: Options<TInput, TResult>) {
  const queryClient = useQueryClient();
  const applyBalance = useApplyBalance();
  return useKeyedMutation<TInput, TResult>({
    mutationFn,
    onSuccess: (result) => {
      applyBalance(result.balance);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      if (error instanceof ApiError && staleOn.includes(error.status)) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}
