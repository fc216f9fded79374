import {
  PAYMENT_PASSWORD_LENGTH,
  type UplineTransferInfo,
  type UplineTransferResult,
} from '@app/contracts';
import Button from 'antd-mobile/es/components/button';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api-client';
import { newBetKey } from '@/shared/bet-key';
import { dialog } from '@/shared/feedback';
import { refusalMessage, useMessageText } from '@/shared/form';
import { parseAmount, useMoney } from '@/shared/money';
import { AmountField, PinField } from '@/shared/ui/payment-fields';
import { useCreateTransfer } from '../api/create-transfer';
import { QUICK_AMOUNTS, amountIssue } from '../lib/amount';

type ServerError = { message: string; field: string | undefined };
const SERVER_ERROR_ID = 'ut-server-error';

/**
 * How much (₱1.00 up to the balance), the payment password, a confirmation naming the upline;
 * one idempotency key per confirmed transfer, kept through its retries. What the server refuses
 * shows under the form, its field marked.
 */
export function TransferForm({
  info,
  onDone,
}: {
  info: UplineTransferInfo;
  onDone: (result: UplineTransferResult) => void;
}) {
  const { t } = useTranslation('uplineTransfer');
  const { money } = useMoney();
  const [text, setText] = useState('');
  const [pin, setPin] = useState('');
  const [touched, setTouched] = useState(false);
  const [isAmountBlurred, setAmountBlurred] = useState(false);
  const [serverError, setServerError] = useState<ServerError>();
  const messageText = useMessageText();
  const [key, setKey] = useState(newBetKey);
  const pinRef = useRef<HTMLInputElement>(null);
  const create = useCreateTransfer();

  const amount = parseAmount(text);
  const issue = amountIssue(text, amount, info);
  const isPinComplete = pin.length === PAYMENT_PASSWORD_LENGTH;
  const errorOn = (field: string) => (serverError?.field === field ? SERVER_ERROR_ID : undefined);

  function change(next: () => void) {
    next();
    setServerError(undefined);
    setKey(newBetKey());
  }

  async function submit() {
    setTouched(true);
    if (issue || amount === undefined || !isPinComplete) return;
    const sure = await dialog.confirm({
      title: t('confirm.title'),
      content: t('confirm.content', { amount: money(amount), upline: info.upline.account }),
      confirmText: t('confirm.ok'),
      cancelText: t('confirm.cancel'),
    });
    if (!sure) return;
    create.mutate(
      { amount, paymentPassword: pin, idempotencyKey: key },
      {
        onSuccess: (result) => {
          setKey(newBetKey());
          setText('');
          setPin('');
          setTouched(false);
          onDone(result);
        },
        onError: (error) => {
          const field = error instanceof ApiError ? error.field : undefined;
          // Kept by its code: a language switch says it again in the new language.
          setServerError({ message: refusalMessage(error), field });
          if (field === 'paymentPassword') {
            setPin('');
            pinRef.current?.focus();
          }
        },
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
        ns="uplineTransfer"
        limits={info.limits}
        most={info.limits.maxAmount}
        chips={QUICK_AMOUNTS}
        issue={amountIssue(text, parseAmount(text), info)}
        text={text}
        onText={(next) => change(() => setText(next))}
        showIssue={touched || isAmountBlurred}
        onBlur={() => setAmountBlurred(text !== '')}
        serverErrorId={errorOn('amount')}
      />
      <PinField
        ns="uplineTransfer"
        value={pin}
        onChange={(next) => change(() => setPin(next))}
        showIssue={touched}
        serverErrorId={errorOn('paymentPassword')}
        inputRef={pinRef}
      />
      {serverError && (
        <p id={SERVER_ERROR_ID} className="ut-issue ut-server-error" role="alert">
          {messageText(serverError.message)}
        </p>
      )}
      <Button
        block
        type="submit"
        color="primary"
        className="ut-submit"
        loading={create.isPending}
        disabled={create.isPending}
      >
        {amount !== undefined && !issue
          ? t('submit_amount', { amount: money(amount) })
          : t('submit')}
      </Button>
    </form>
  );
}
