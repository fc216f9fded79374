import type { UplineTransferInfo, UplineTransferResult } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import type { PayFormProps } from '@/shared/form/pay-flow';
import { PayForm } from '@/shared/form/pay-form';
import { rangeIssue, TRANSFER_CHIPS, usePayForm, type PayValues } from '@/shared/form/use-pay-form';
import { parseAmount, useMoney } from '@/shared/money';
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
  const { money } = useMoney();
  const { form, refusal, amount, confirm } = usePayForm({
    id: 'ut',
    ns: 'transfer',
    issueOf: (text) => rangeIssue(text, info.limits),
    values: { min: money(info.limits.minAmount), max: money(info.limits.maxAmount) },
  });
  const create = useCreateTransfer();

  async function send(values: PayValues) {
    const minor = parseAmount(values.amount);
    if (minor === undefined) return;
    const content = t('confirm.content', { amount: money(minor), upline: info.upline.account });
    if (!(await confirm(content))) return;
    create.mutate(
      { amount: minor, paymentPassword: values.paymentPassword },
      refusal.answered(onDone),
    );
  }

  return (
    <PayForm
      form={form}
      ns="transfer"
      prefix="ut"
      isPending={create.isPending}
      onSubmit={(values) => void send(values)}
      amount={{ limits: info.limits, most: info.limits.maxAmount, chips: TRANSFER_CHIPS }}
      ready={amount}
      refusal={refusal}
    />
  );
}
