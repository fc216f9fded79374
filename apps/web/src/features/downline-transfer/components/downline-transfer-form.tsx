import type { DownlineTransferInfo, DownlineTransferResult } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { dialog } from '@/shared/feedback';
import { Form, useKitForm, useLanguageRevalidation } from '@/shared/form';
import { AmountField, amountRule } from '@/shared/form/amount-field';
import { AmountSubmit } from '@/shared/form/amount-submit';
import { PinField, pinRule } from '@/shared/form/pin-field';
import { useRefusal } from '@/shared/form/use-refusal';
import { parseAmount, useMoney } from '@/shared/money';
import { useCreateDownlineTransfer } from '../api/downline-transfer';

type Values = { amount: string; paymentPassword: string };
const FIELDS = ['amount', 'paymentPassword'] as const;
/** Quick amounts: ₱100 to ₱5,000. */
const CHIPS = [10_000, 50_000, 100_000, 500_000] as const;

/** What is wrong with the typed amount, as a key under amount. */
const issueOf = (text: string, limits: DownlineTransferInfo['limits']) => {
  const amount = parseAmount(text);
  if (text.trim() === '') return 'empty';
  if (amount === undefined) return 'invalid';
  if (amount < limits.minAmount) return 'min';
  if (amount > limits.maxAmount) return 'over';
  return undefined;
};

/** The amount, the agent's payment password, a confirmation naming the receiver. */
export function DownlineTransferForm({
  info,
  onDone,
}: {
  info: DownlineTransferInfo;
  onDone: (result: DownlineTransferResult) => void;
}) {
  const { t } = useTranslation('downlineTransfer');
  const { money } = useMoney();
  const form = useKitForm<Values>({
    id: 'dt',
    defaultValues: { amount: '', paymentPassword: '' },
    schema: {
      amount: amountRule('downlineTransfer', (text) => issueOf(text, info.limits), {
        min: money(info.limits.minAmount),
        max: money(info.limits.maxAmount),
      }),
      paymentPassword: pinRule('downlineTransfer'),
    },
  });
  useLanguageRevalidation(form, FIELDS);
  const refusal = useRefusal(form, FIELDS, 'paymentPassword');
  const create = useCreateDownlineTransfer();
  const text = form.watch('amount');
  const amount = issueOf(text, info.limits) ? undefined : parseAmount(text);

  async function send(values: Values) {
    const minor = parseAmount(values.amount);
    if (minor === undefined) return;
    const sure = await dialog.confirm({
      title: t('confirm.title'),
      content: t('confirm.content', { amount: money(minor), name: info.to.customerName }),
      confirmText: t('confirm.ok'),
      cancelText: t('confirm.cancel'),
    });
    if (!sure) return;
    create.mutate(
      { to: info.to.customerId, amount: minor, paymentPassword: values.paymentPassword },
      refusal.answered(onDone),
    );
  }

  return (
    <Form
      form={form}
      className="dt-card dt-form"
      isPending={create.isPending}
      labelledBy="dt-form-title"
      onSubmit={(values) => void send(values)}
    >
      <h2 id="dt-form-title" className="visually-hidden">
        {t('form.title')}
      </h2>
      <AmountField
        ns="downlineTransfer"
        limits={info.limits}
        most={info.limits.maxAmount}
        chips={CHIPS}
        onEdit={refusal.clear}
      />
      <PinField ns="downlineTransfer" onEdit={refusal.clear} />
      {refusal.text && (
        <p className="dt-issue" role="alert">
          {refusal.text}
        </p>
      )}
      <AmountSubmit
        ns="downlineTransfer"
        amount={amount}
        isPending={create.isPending}
        className="dt-submit"
      />
    </Form>
  );
}
