import type { UplineTransferInfo, UplineTransferResult } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { dialog } from '@/shared/feedback';
import { Form, useKitForm, useLanguageRevalidation } from '@/shared/form';
import { AmountField, amountRule } from '@/shared/form/amount-field';
import { AmountSubmit } from '@/shared/form/amount-submit';
import { PinField, pinRule } from '@/shared/form/pin-field';
import { useRefusal } from '@/shared/form/use-refusal';
import { RefusalAlert } from '@/shared/form/refusal-alert';
import { parseAmount, useMoney } from '@/shared/money';
import { useCreateTransfer } from '../api/create-transfer';
import { QUICK_AMOUNTS, amountIssue } from '../lib/amount';

type Values = { amount: string; paymentPassword: string };
const FIELDS = ['amount', 'paymentPassword'] as const;

/**
 * How much (₱1.00 up to the balance), the payment password, a confirmation naming the upline;
 * the key is useCreateTransfer's (one per transfer, kept through its retries). What the server
 * refuses shows under its field, else under the form.
 */
export function TransferForm({
  info,
  onDone,
}: {
  info: UplineTransferInfo;
  onDone: (result: UplineTransferResult) => void;
}) {
  const { t } = useTranslation('transfer');
  const { money } = useMoney();
  const form = useKitForm<Values>({
    id: 'ut',
    defaultValues: { amount: '', paymentPassword: '' },
    schema: {
      amount: amountRule('transfer', (text) => amountIssue(text, parseAmount(text), info), {
        min: money(info.limits.minAmount),
        max: money(info.limits.maxAmount),
      }),
      paymentPassword: pinRule('transfer'),
    },
  });
  useLanguageRevalidation(form, FIELDS);
  const refusal = useRefusal(form, FIELDS, 'paymentPassword');
  const create = useCreateTransfer();
  const text = form.watch('amount');
  const amount = parseAmount(text);
  const issue = amountIssue(text, amount, info);

  async function send(values: Values) {
    const minor = parseAmount(values.amount);
    if (minor === undefined) return;
    const sure = await dialog.confirm({
      title: t('confirm.title'),
      content: t('confirm.content', { amount: money(minor), upline: info.upline.account }),
      confirmText: t('confirm.ok'),
      cancelText: t('confirm.cancel'),
    });
    if (!sure) return;
    create.mutate(
      { amount: minor, paymentPassword: values.paymentPassword },
      refusal.answered(onDone),
    );
  }

  return (
    <Form
      form={form}
      className="ut-card ut-form"
      isPending={create.isPending}
      labelledBy="ut-form-title"
      onSubmit={(values) => void send(values)}
    >
      <h2 id="ut-form-title" className="visually-hidden">
        {t('form.title')}
      </h2>
      <AmountField
        ns="transfer"
        limits={info.limits}
        most={info.limits.maxAmount}
        chips={QUICK_AMOUNTS}
        onEdit={refusal.clear}
      />
      <PinField ns="transfer" onEdit={refusal.clear} />
      <RefusalAlert text={refusal.text} className="ut-issue ut-server-error" />
      <AmountSubmit
        ns="transfer"
        amount={issue ? undefined : amount}
        isPending={create.isPending}
        className="ut-submit"
      />
    </Form>
  );
}
