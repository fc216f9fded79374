import {
  UPLINE_TRANSFER_PATHS,
  UplineTransferResult,
  type UplineTransferInput,
} from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/shared/api-client';
import { useKeyedMutation, type Keyed } from '@/shared/keyed-mutation';
import { useApplyBalance } from '@/shared/money';
import { transferKey } from './get-transfer-info';

type TransferBody = Omit<Required<UplineTransferInput>, 'idempotencyKey'>;

/**
 * POST /wps/transfer/upline. The key is useKeyedMutation's: a transfer whose answer was lost is
 * answered, not made twice.
 */
export const createTransfer = (input: Keyed<TransferBody>) =>
  api.post(UPLINE_TRANSFER_PATHS.transfer, UplineTransferResult, { body: input });

export function useCreateTransfer() {
  const queryClient = useQueryClient();
  const applyBalance = useApplyBalance();
  return useKeyedMutation<TransferBody, UplineTransferResult>({
    mutationFn: createTransfer,
    onSuccess: (result) => {
      // The header shows the balance the transfer left; the records and the page are read again.
      applyBalance(result.balance);
      void queryClient.invalidateQueries({ queryKey: transferKey });
    },
    onError: (error) => {
      // Refused for the balance or the member's rights: the page's figures are old.
      if (error instanceof ApiError && (error.status === 409 || error.status === 403)) {
        void queryClient.invalidateQueries({ queryKey: transferKey });
      }
    },
  });
}
