import type { UplineTransferInfo, UplineTransferResult } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { dialog } from '@/shared/feedback';
import { useMoney } from '@/shared/money';
import { AmountField, AmountSubmit, PinField } from '@/shared/ui/payment-fields';
import { usePaymentForm } from '@/shared/ui/use-payment-form';
import { useCreateTransfer } from '../api/create-transfer';
import { QUICK_AMOUNTS, amountIssue } from '../lib/amount';

const SERVER_ERROR_ID = 'ut-server-error';

/**
 * How much (₱1.00 up to the balance), the payment password, a confirmation naming the upline;
 * the key is useCreateTransfer's (one per transfer, kept through its retries). What the server refuses
 * shows under the form, its field marked.
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
  const payment = usePaymentForm(SERVER_ERROR_ID);
  const { text, amount, pin } = payment;
  const create = useCreateTransfer();
  const issue = amountIssue(text, amount, info);

  async function submit() {
    payment.touch();
    if (issue || amount === undefined || !payment.isPinComplete) return;
    const sure = await dialog.confirm({
      title: t('confirm.title'),
      content: t('confirm.content', { amount: money(amount), upline: info.upline.account }),
      confirmText: t('confirm.ok'),
      cancelText: t('confirm.cancel'),
    });
    if (!sure) return;
    create.mutate(
      { amount, paymentPassword: pin },
      {
        onSuccess: (result) => {
          payment.reset();
          onDone(result);
        },
        onError: payment.refused,
      },
    );
  }

  return (
    <form
      className="ut-card ut-form"
      noValidate
      aria-labelledby="ut-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="ut-form-title" className="visually-hidden">
        {t('form.title')}
      </h2>
      <AmountField
        ns="transfer"
        limits={info.limits}
        most={info.limits.maxAmount}
        chips={QUICK_AMOUNTS}
        issue={issue}
        {...payment.amountProps}
      />
      <PinField ns="transfer" {...payment.pinProps} />
      {payment.serverErrorText && (
        <p id={SERVER_ERROR_ID} className="ut-issue ut-server-error" role="alert">
          {payment.serverErrorText}
        </p>
      )}
      <AmountSubmit
        ns="transfer"
        amount={issue ? undefined : amount}
        isPending={create.isPending}
        className="ut-submit"
      />
    </form>
  );
}
