import type { DownlineTransferInfo, DownlineTransferResult } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import type { PayFormProps } from '@/shared/form/pay-flow';
import { PayForm } from '@/shared/form/pay-form';
import { rangeIssue, TRANSFER_CHIPS, usePayForm, type PayValues } from '@/shared/form/use-pay-form';
import { parseAmount, useMoney } from '@/shared/money';
import { useCreateDownlineTransfer } from '../api/downline-transfer';

/** The amount, the agent's payment password, a confirmation naming the receiver. */
export function DownlineTransferForm({
  info,
  onDone,
}: PayFormProps<DownlineTransferInfo, DownlineTransferResult>) {
  const { t } = useTranslation('downlineTransfer');
  const { money } = useMoney();
  const { form, refusal, amount, confirm } = usePayForm({
    id: 'dt',
    ns: 'downlineTransfer',
    issueOf: (text) => rangeIssue(text, info.limits),
    values: { min: money(info.limits.minAmount), max: money(info.limits.maxAmount) },
  });
  const create = useCreateDownlineTransfer();

  async function send(values: PayValues) {
    const minor = parseAmount(values.amount);
    if (minor === undefined) return;
    const content = t('confirm.content', { amount: money(minor), name: info.to.customerName });
    if (!(await confirm(content))) return;
    create.mutate(
      { to: info.to.customerId, amount: minor, paymentPassword: values.paymentPassword },
      refusal.answered(onDone),
    );
  }

  return (
    <PayForm
      form={form}
      ns="downlineTransfer"
      prefix="dt"
      isPending={create.isPending}
      onSubmit={(values) => void send(values)}
      amount={{ limits: info.limits, most: info.limits.maxAmount, chips: TRANSFER_CHIPS }}
      ready={amount}
      refusal={refusal}
    />
  );
}
