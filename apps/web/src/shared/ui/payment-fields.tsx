import { PAYMENT_PASSWORD_LENGTH } from '@app/contracts';
import Button from 'antd-mobile/es/components/button';
import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText, parseAmount, useMoney } from '@/shared/money';
import { EyeClosedIcon, EyeOpenIcon } from './icons';
import './payment-fields.css';

/**
 * The money fields of a form (deposit, withdrawal, upline transfer): the amount with quick chips
 * (and "All" where money goes out), and the 6-digit payment password. Each form names its
 * translation namespace, which holds `amount.*` and `pin.*`, and decides what is wrong with the
 * amount itself.
 */

/** ₱100.00 → ₱100: the chips are narrow. */
const whole = (text: string) => text.replace(/[.,]00$/, '');

const describedByOf = (...ids: (string | undefined)[]) =>
  ids.filter((id) => id !== undefined).join(' ') || undefined;

type AmountFieldProps = {
  /** The form's namespace: amount.label, .range, .quick, .all, .all_label and each issue. */
  ns: string;
  text: string;
  onText: (text: string) => void;
  limits: { minAmount: number; maxAmount: number };
  /** The most the member may send now: chips above it are off; "All" fills it in. */
  most: number;
  /** Whether an "All" chip fills in `most` (amount.all, .all_label); not for a deposit. */
  hasAll?: boolean;
  /** The range in the head to the cent, for limits that need not be whole pesos. */
  isRangeExact?: boolean;
  /** A note under the field, shown always (why the maximum is lower than usual). */
  note?: string | undefined;
  /** The note says what is wrong better than the issue's own text (the amount is above it). */
  isNoteTheIssue?: boolean;
  /** Quick amounts in minor units. */
  chips: readonly number[];
  /** The key under amount. of what is wrong with the amount, if anything. */
  issue: string | undefined;
  /** Values the issue texts name (min, max, available …), already formatted. */
  issueValues?: Record<string, string>;
  /** Shows the issue (after a submit attempt or once the field was left). */
  showIssue: boolean;
  onBlur: () => void;
  /** A server error naming the amount: its element's id. */
  serverErrorId?: string | undefined;
};

/** The amount in pesos (2 decimals), quick chips, "All", and what is wrong with it. */
export function AmountField(props: AmountFieldProps) {
  const { ns, text, onText, limits, most, chips, issue, showIssue, onBlur, serverErrorId } = props;
  const { hasAll = true, isRangeExact = false, note, isNoteTheIssue = false } = props;
  const { t } = useTranslation(ns);
  const { money, symbol } = useMoney();
  const id = useId();
  const amount = parseAmount(text);
  const shown = showIssue && !serverErrorId && issue !== undefined;
  const headMoney = isRangeExact ? money : (minor: number) => whole(money(minor));
  const range = { min: headMoney(limits.minAmount), max: headMoney(limits.maxAmount) };
  const values = {
    min: money(limits.minAmount),
    max: money(limits.maxAmount),
    ...props.issueValues,
  };

  return (
    <div className="pay-field">
      <div className="pay-field-head">
        <label htmlFor={id}>{t('amount.label')}</label>
        <span>{t('amount.range', range)}</span>
      </div>
      <div className={`pay-money${shown || serverErrorId ? ' has-issue' : ''}`}>
        <span aria-hidden="true">{symbol}</span>
        <input
          id={id}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={amountText(limits.minAmount)}
          value={text}
          aria-invalid={shown || serverErrorId !== undefined}
          aria-describedby={describedByOf(
            note ? `${id}-note` : undefined,
            shown ? `${id}-issue` : undefined,
            serverErrorId,
          )}
          onChange={(event) => onText(event.target.value)}
          onBlur={() => {
            if (amount !== undefined) onText(amountText(amount));
            onBlur();
          }}
        />
      </div>
      {note && (
        <p id={`${id}-note`} className="pay-note">
          {note}
        </p>
      )}
      {shown && (
        <p id={`${id}-issue`} className="pay-issue" role="alert">
          {note && isNoteTheIssue ? note : t(`amount.${issue}`, values)}
        </p>
      )}
      <div
        className={`pay-chips${chips.length + (hasAll ? 1 : 0) > 5 ? ' is-three' : ''}`}
        role="group"
        aria-label={t('amount.quick')}
      >
        {chips.map((chip) => (
          <button
            key={chip}
            type="button"
            className="pay-chip"
            aria-pressed={amount === chip}
            disabled={chip < limits.minAmount || chip > most}
            onClick={() => onText(amountText(chip))}
          >
            {whole(money(chip))}
          </button>
        ))}
        {hasAll && (
          <button
            type="button"
            className="pay-chip is-all"
            aria-pressed={amount === most && most >= limits.minAmount}
            aria-label={t('amount.all_label', { amount: money(most) })}
            disabled={most < limits.minAmount}
            onClick={() => onText(amountText(most))}
          >
            {t('amount.all')}
          </button>
        )}
      </div>
    </div>
  );
}

type PinFieldProps = {
  /** The form's namespace: pin.label, pin.hint and pin.issue. */
  ns: string;
  value: string;
  onChange: (value: string) => void;
  /** Shows the issue (after a submit attempt). */
  showIssue: boolean;
  serverErrorId?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
};

/** The 6-digit payment password: digits only, masked (with a show toggle), the phone's keypad. */
export function PinField({
  ns,
  value,
  onChange,
  showIssue,
  serverErrorId,
  inputRef,
}: PinFieldProps) {
  const { t } = useTranslation(ns);
  const { t: common } = useTranslation('common');
  const id = useId();
  const [isVisible, setVisible] = useState(false);
  // A server error on the field (a wrong password, then cleared) speaks for it alone.
  const shown = showIssue && !serverErrorId && value.length !== PAYMENT_PASSWORD_LENGTH;
  return (
    <div className="pay-field">
      <div className="pay-field-head">
        <label htmlFor={id}>{t('pin.label')}</label>
        <span>{t('pin.hint', { length: PAYMENT_PASSWORD_LENGTH })}</span>
      </div>
      <div className={`pay-pin${shown || serverErrorId ? ' has-issue' : ''}`}>
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
          aria-describedby={describedByOf(shown ? `${id}-issue` : undefined, serverErrorId)}
          onChange={(event) =>
            onChange(event.target.value.replace(/\D/g, '').slice(0, PAYMENT_PASSWORD_LENGTH))
          }
        />
        <button
          type="button"
          className="pay-pin-toggle"
          aria-label={isVisible ? common('password_hide') : common('password_show')}
          aria-controls={id}
          onClick={() => setVisible((visible) => !visible)}
        >
          {isVisible ? <EyeOpenIcon /> : <EyeClosedIcon />}
        </button>
      </div>
      {shown && (
        <p id={`${id}-issue`} className="pay-issue" role="alert">
          {t('pin.issue', { length: PAYMENT_PASSWORD_LENGTH })}
        </p>
      )}
    </div>
  );
}

type AmountSubmitProps = {
  /** The form's namespace: submit, and submit_amount naming {{amount}}. */
  ns: string;
  /** The amount typed, when it is one with nothing wrong with it: the button names it. */
  amount: number | undefined;
  isPending: boolean;
  className: string;
  /** Off for a reason of the form's own (a block said beside it). */
  isBlocked?: boolean;
  describedBy?: string | undefined;
};

/** A money form's submit button: it names the amount once it is right, spins while sent. */
export function AmountSubmit({
  ns,
  amount,
  isPending,
  className,
  isBlocked = false,
  describedBy,
}: AmountSubmitProps) {
  const { t } = useTranslation(ns);
  const { money } = useMoney();
  return (
    <Button
      block
      type="submit"
      color="primary"
      className={className}
      loading={isPending}
      disabled={isPending || isBlocked}
      aria-describedby={describedBy}
    >
      {amount === undefined ? t('submit') : t('submit_amount', { amount: money(amount) })}
    </Button>
  );
}
