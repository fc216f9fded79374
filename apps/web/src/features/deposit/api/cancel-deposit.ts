import { DEPOSIT_PATHS, DepositRequest } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { depositsKey } from './get-deposits';

/** POST /wps/transaction/deposit/cancel: the member's own pending request. */
export const cancelDeposit = (id: number) =>
  api.post(DEPOSIT_PATHS.cancel, DepositRequest, { body: { id } });

export function useCancelDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: depositsKey }),
  });
}
