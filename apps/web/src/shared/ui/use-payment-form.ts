import { PAYMENT_PASSWORD_LENGTH } from '@app/contracts';
import { useRef, useState } from 'react';
import { ApiError } from '@/shared/api-client';
import { refusalMessage, useMessageText } from '@/shared/form';
import { parseAmount } from '@/shared/money';

type ServerError = { message: string; field: string | undefined };

/**
 * The state of a form that pays money out (withdrawal, upline transfer) around its AmountField
 * and PinField: what was typed, when each field's issue shows (the amount once it was left with
 * something in it, both after a submit attempt), and the server's refusal under the form with its
 * field marked. Any edit clears the refusal; a wrong payment password empties the field and
 * focuses it.
 */
export function usePaymentForm(serverErrorId: string) {
  const [text, setText] = useState('');
  const [pin, setPin] = useState('');
  const [touched, setTouched] = useState(false);
  const [isAmountBlurred, setAmountBlurred] = useState(false);
  const [serverError, setServerError] = useState<ServerError>();
  const messageText = useMessageText();
  const pinRef = useRef<HTMLInputElement>(null);
  const errorOn = (field: string) => (serverError?.field === field ? serverErrorId : undefined);

  /** An edit by the member: the refusal shown was about what they had before. */
  function change(next: () => void) {
    next();
    setServerError(undefined);
  }

  return {
    text,
    amount: parseAmount(text),
    pin,
    isPinComplete: pin.length === PAYMENT_PASSWORD_LENGTH,
    /** A submit attempt: every issue shows from now on. */
    touch: () => setTouched(true),
    change,
    /** After a request was made: an empty form again. */
    reset: () => {
      setText('');
      setPin('');
      setTouched(false);
    },
    /** The server refused: said under the form (kept by its code, so it follows a language). */
    refused: (error: Error) => {
      const field = error instanceof ApiError ? error.field : undefined;
      setServerError({ message: refusalMessage(error), field });
      if (field === 'paymentPassword') {
        setPin('');
        pinRef.current?.focus();
      }
    },
    serverErrorText: serverError && messageText(serverError.message),
    errorOn,
    /** AmountField's props but the form's own (namespace, limits, chips, issue). */
    amountProps: {
      text,
      onText: (next: string) => change(() => setText(next)),
      showIssue: touched || isAmountBlurred,
      onBlur: () => setAmountBlurred(text !== ''),
      serverErrorId: errorOn('amount'),
    },
    /** PinField's props but its namespace. */
    pinProps: {
      value: pin,
      onChange: (next: string) => change(() => setPin(next)),
      showIssue: touched,
      serverErrorId: errorOn('paymentPassword'),
      inputRef: pinRef,
    },
  };
}
