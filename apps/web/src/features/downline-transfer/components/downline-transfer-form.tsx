import type { DownlineTransferInfo, DownlineTransferResult } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import type { PayFormProps } from '@/shared/form/pay-flow';
import { TransferPayForm } from '@/shared/form/transfer-pay-form';
import { useCreateDownlineTransfer } from '../api/downline-transfer';

/** The amount, the agent's payment password, a confirmation naming the receiver. */
export function DownlineTransferForm({
  info,
  onDone,
}: PayFormProps<DownlineTransferInfo, DownlineTransferResult>) {
  const { t } = useTranslation('downlineTransfer');
  const create = useCreateDownlineTransfer();
  return (
    <TransferPayForm
      ns="downlineTransfer"
      prefix="dt"
      limits={info.limits}
      confirmation={(amount) => t('confirm.content', { amount, name: info.to.customerName })}
      create={create}
      body={(pay) => ({ to: info.to.customerId, ...pay })}
      onDone={onDone}
    />
  );
}
