import { PAYMENT_PASSWORD_LENGTH, type UplineTransferInfo } from '@app/contracts';
import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText, parseAmount, useMoney } from '@/shared/money';
import { EyeClosedIcon, EyeOpenIcon } from '@/shared/ui/icons';
import { QUICK_AMOUNTS, amountIssue } from '../lib/amount';

/** ₱100.00 → ₱100: the chips are narrow. */
const whole = (text: string) => text.replace(/[.,]00$/, '');

type AmountProps = {
  info: UplineTransferInfo;
  text: string;
  onText: (text: string) => void;
  /** Shows the issue (after a submit attempt or once the field was left). */
  showIssue: boolean;
  onBlur: () => void;
  /** A server error naming the amount: its element's id. */
  serverErrorId?: string | undefined;
};

/** The amount in pesos (2 decimals), quick chips and "All", and what is wrong with it. */
export function AmountField({ info, text, onText, showIssue, onBlur, serverErrorId }: AmountProps) {
  const { t } = useTranslation('uplineTransfer');
  const { money, symbol } = useMoney();
  const id = useId();
  const amount = parseAmount(text);
  const issue = amountIssue(text, amount, info);
  const shown = showIssue && !serverErrorId && issue !== undefined;
  const values = { min: money(info.limits.minAmount), max: money(info.limits.maxAmount) };
  const describedBy = [shown ? `${id}-issue` : '', serverErrorId ?? ''].join(' ').trim();
  const most = info.limits.maxAmount;
  return (
    <div className="ut-field">
      <div className="ut-field-head">
        <label htmlFor={id}>{t('amount.label')}</label>
        <span>{t('amount.range', { min: values.min, max: values.max })}</span>
      </div>
      <div className={`ut-money${shown || serverErrorId ? ' has-issue' : ''}`}>
        <span aria-hidden="true">{symbol}</span>
        <input
          id={id}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={amountText(info.limits.minAmount)}
          value={text}
          aria-invalid={shown || serverErrorId !== undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onText(event.target.value)}
          onBlur={() => {
            if (amount !== undefined) onText(amountText(amount));
            onBlur();
          }}
        />
      </div>
      {shown && (
        <p id={`${id}-issue`} className="ut-issue" role="alert">
          {t(`amount.${issue}`, values)}
        </p>
      )}
      <div className="ut-chips" role="group" aria-label={t('amount.quick')}>
        {QUICK_AMOUNTS.map((chip) => (
          <button
            key={chip}
            type="button"
            className="ut-chip"
            aria-pressed={amount === chip}
            disabled={chip < info.limits.minAmount || chip > most}
            onClick={() => onText(amountText(chip))}
          >
            {whole(money(chip))}
          </button>
        ))}
        <button
          type="button"
          className="ut-chip is-all"
          aria-pressed={amount === most && most >= info.limits.minAmount}
          aria-label={t('amount.all_label', { amount: money(most) })}
          disabled={most < info.limits.minAmount}
          onClick={() => onText(amountText(most))}
        >
          {t('amount.all')}
        </button>
      </div>
    </div>
  );
}

type PinProps = {
  value: string;
  onChange: (value: string) => void;
  showIssue: boolean;
  serverErrorId?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
};

/** The 6-digit payment password: digits only, masked (with a show toggle), the phone's keypad. */
export function PinField({ value, onChange, showIssue, serverErrorId, inputRef }: PinProps) {
  const { t } = useTranslation('uplineTransfer');
  const { t: common } = useTranslation('common');
  const id = useId();
  const [isVisible, setVisible] = useState(false);
  const shown = showIssue && !serverErrorId && value.length !== PAYMENT_PASSWORD_LENGTH;
  const describedBy = [shown ? `${id}-issue` : '', serverErrorId ?? ''].join(' ').trim();
  return (
    <div className="ut-field">
      <div className="ut-field-head">
        <label htmlFor={id}>{t('pin.label')}</label>
        <span>{t('pin.hint', { length: PAYMENT_PASSWORD_LENGTH })}</span>
      </div>
      <div className={`ut-pin${shown || serverErrorId ? ' has-issue' : ''}`}>
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
          className="ut-pin-toggle"
          aria-label={isVisible ? common('password_hide') : common('password_show')}
          aria-controls={id}
          onClick={() => setVisible((visible) => !visible)}
        >
          {isVisible ? <EyeOpenIcon /> : <EyeClosedIcon />}
        </button>
      </div>
      {shown && (
        <p id={`${id}-issue`} className="ut-issue" role="alert">
          {t('pin.issue', { length: PAYMENT_PASSWORD_LENGTH })}
        </p>
      )}
    </div>
  );
}
