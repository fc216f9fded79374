import { isPaymentPasswordFormat, PAYMENT_PASSWORD_LENGTH } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { encodeMessage } from './messages';
import { RevealToggle } from './reveal-toggle';
import { useField } from './use-field';
import './money-fields.css';

/*
 * The payment password of a money form (withdrawal, upline transfer) and its rule. Apart from
 * index.ts with amount-field.tsx: both belong to the lazy money screens.
 */

/** The payment password's rule: PAYMENT_PASSWORD_LENGTH digits, else `ns`:pin.issue. */
export const pinRule = (ns: string) =>
  z.string().refine(isPaymentPasswordFormat, {
    message: encodeMessage({
      key: `${ns}:pin.issue`,
      values: { length: PAYMENT_PASSWORD_LENGTH },
    }),
  });

type Props = {
  /** The form's namespace: pin.label and pin.hint. */
  ns: string;
  /** The field's name in the form (`paymentPassword` unless told). */
  name?: string;
  /** Hears every edit the member makes. */
  onEdit?: () => void;
};

/** The 6-digit payment password: digits only, masked (with a show toggle), the phone's keypad. */
export function PinField({ ns, name = 'paymentPassword', onEdit }: Props) {
  const { t } = useTranslation(ns);
  const [isVisible, setVisible] = useState(false);
  const { id, value, error, attach, onChange, onBlur } = useField(name, onEdit);
  return (
    <div className="pay-field">
      <div className="pay-field-head">
        <label htmlFor={id}>{t('pin.label')}</label>
        <span>{t('pin.hint', { length: PAYMENT_PASSWORD_LENGTH })}</span>
      </div>
      <div className={`pay-pin${error ? ' has-issue' : ''}`}>
        <input
          id={id}
          ref={attach}
          name={name}
          type={isVisible ? 'text' : 'password'}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={PAYMENT_PASSWORD_LENGTH}
          placeholder={'•'.repeat(PAYMENT_PASSWORD_LENGTH)}
          value={value}
          aria-invalid={error !== undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) =>
            onChange(event.target.value.replace(/\D/g, '').slice(0, PAYMENT_PASSWORD_LENGTH))
          }
          onBlur={onBlur}
        />
        <RevealToggle
          id={id}
          className="pay-pin-toggle"
          isVisible={isVisible}
          onToggle={() => setVisible((visible) => !visible)}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="pay-issue" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
