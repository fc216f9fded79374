import {
  UPLINE_TRANSFER_PATHS,
  UplineTransferResult,
  type UplineTransferInput,
} from '@app/contracts';
import { api } from '@/shared/api-client';
import { useBalanceMutation } from '@/shared/balance-mutation';
import type { Keyed } from '@/shared/keyed-mutation';
import { transferKey } from './get-transfer-info';

type TransferBody = Omit<Required<UplineTransferInput>, 'idempotencyKey'>;

/**
 * POST /wps/transfer/upline. The key is useKeyedMutation's: a transfer whose answer was lost is
 * answered, not made twice.
 */
export const createTransfer = (input: Keyed<TransferBody>) =>
  api.post(UPLINE_TRANSFER_PATHS.transfer, UplineTransferResult, { body: input });

/**
 * The header shows the balance the transfer left; the records and the page are read again. Refused
 * for the balance or the member's rights (409, 403): the page's figures are old, read again too.
 */
export const useCreateTransfer = () =>
  useBalanceMutation<TransferBody, UplineTransferResult>({
    mutationFn: createTransfer,
    key: transferKey,
    staleOn: [409, 403],
  });
