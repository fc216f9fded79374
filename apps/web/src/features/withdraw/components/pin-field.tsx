import { PAYMENT_PASSWORD_LENGTH } from '@app/contracts';
import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeClosedIcon, EyeOpenIcon } from '@/shared/ui/icons';

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** Shows the issue (after a submit attempt). */
  showIssue: boolean;
  serverErrorId?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
};

/** The 6-digit payment password: digits only, masked (with a show toggle), the phone's keypad. */
export function PinField({ value, onChange, showIssue, serverErrorId, inputRef }: Props) {
  const { t } = useTranslation('withdraw');
  const { t: common } = useTranslation('common');
  const id = useId();
  const [isVisible, setVisible] = useState(false);
  // A server error on the field (a wrong password, then cleared) speaks for it alone.
  const shown = showIssue && !serverErrorId && value.length !== PAYMENT_PASSWORD_LENGTH;
  const describedBy = [shown ? `${id}-issue` : '', serverErrorId ?? ''].join(' ').trim();
  return (
    <div className="withdraw-pin">
      <div className="withdraw-field-head">
        <label htmlFor={id}>{t('pin.label')}</label>
        <span>{t('pin.hint', { length: PAYMENT_PASSWORD_LENGTH })}</span>
      </div>
      <div className={`withdraw-pin-control${shown || serverErrorId ? ' has-issue' : ''}`}>
        <input
          id={id}
          ref={inputRef}
          name="paymentPassword"
          type={isVisible ? 'text' : 'password'}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={PAYMENT_PASSWORD_LENGTH}
          placeholder={'•'.repeat(PAYMENT_PASSWORD_LENGTH)}
          value={value}
          aria-invalid={shown || serverErrorId !== undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) =>
            onChange(event.target.value.replace(/\D/g, '').slice(0, PAYMENT_PASSWORD_LENGTH))
          }
        />
        <button
          type="button"
          className="withdraw-pin-toggle"
          aria-label={isVisible ? common('password_hide') : common('password_show')}
          aria-controls={id}
          onClick={() => setVisible((visible) => !visible)}
        >
          {isVisible ? <EyeOpenIcon /> : <EyeClosedIcon />}
        </button>
      </div>
      {shown && (
        <p id={`${id}-issue`} className="withdraw-issue" role="alert">
          {t('pin.issue', { length: PAYMENT_PASSWORD_LENGTH })}
        </p>
      )}
    </div>
  );
}
