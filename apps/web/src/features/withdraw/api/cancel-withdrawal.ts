import { WITHDRAW_PATHS, WithdrawRequest } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { useWithdrawRefresh } from './use-withdraw-refresh';

/** POST /wps/transaction/withdraw/cancel: the member's own pending request; its hold returns. */
export const cancelWithdrawal = (id: number) =>
  api.post(WITHDRAW_PATHS.cancel, WithdrawRequest, { body: { id } });

export function useCancelWithdrawal() {
  const refresh = useWithdrawRefresh();
  return useMutation({ mutationFn: cancelWithdrawal, onSuccess: refresh });
}
