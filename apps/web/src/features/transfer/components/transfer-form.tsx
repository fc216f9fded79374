import type { UplineTransferInfo, UplineTransferResult } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import type { PayFormProps } from '@/shared/form/pay-flow';
import { TransferPayForm } from '@/shared/form/transfer-pay-form';
import { useCreateTransfer } from '../api/create-transfer';

/**
 * How much (₱1.00 up to the balance), the payment password, a confirmation naming the upline;
 * the key is useCreateTransfer's (one per transfer, kept through its retries). What the server
 * refuses shows under its field, else under the form.
 */
export function TransferForm({
  info,
  onDone,
}: PayFormProps<UplineTransferInfo, UplineTransferResult>) {
  const { t } = useTranslation('transfer');
  const create = useCreateTransfer();
  return (
    <TransferPayForm
      ns="transfer"
      prefix="ut"
      limits={info.limits}
      confirmation={(amount) => t('confirm.content', { amount, upline: info.upline.account })}
      create={create}
      body={(pay) => pay}
      onDone={onDone}
    />
  );
}
