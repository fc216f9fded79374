import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText, parseAmount, useMoney } from '../money';
import { checkedText } from './rules';
import { useField } from './use-field';
import './money-fields.css';

/*
 * The amount of a money form (deposit, withdrawal, upline transfer) with its quick chips, and its
 * rule. Apart from index.ts, as money-field.tsx: money.ts belongs to the lazy money screens.
 */

/**
 * The amount's rule: `issueOf` names what is wrong with the text (a key under `ns`:amount.,
 * e.g. too_low), `values` fill its words (min, max, available …, already formatted).
 */
export const amountRule = (
  ns: string,
  issueOf: (text: string) => string | undefined,
  values: Record<string, string>,
) =>
  checkedText((text) => {
    const issue = issueOf(text);
    return issue === undefined ? undefined : { key: `${ns}:amount.${issue}`, values };
  });

/** ₱100.00 → ₱100: the chips are narrow. */
const whole = (text: string) => text.replace(/[.,]00$/, '');

type Props = {
  /** The form's namespace: amount.label, .range, .quick, .all and .all_label. */
  ns: string;
  /** The field's name in the form (`amount` unless told). */
  name?: string;
  limits: { minAmount: number; maxAmount: number };
  /** The most the member may send now: chips above it are off; "All" fills it in. */
  most: number;
  /** Whether an "All" chip fills in `most` (amount.all, .all_label); not for a deposit. */
  hasAll?: boolean;
  /** The range in the head to the cent, for limits that need not be whole pesos. */
  isRangeExact?: boolean;
  /** A note under the field, shown always (why the maximum is lower than usual). */
  note?: string | undefined;
  /** Quick amounts in minor units. */
  chips: readonly number[];
  /** Hears every edit the member makes (a chip's too). */
  onEdit?: () => void;
};

/**
 * An amount in pesos (2 decimals, written out so once left), its range, quick chips and "All".
 * Its value is the text; the form's amountRule says what is wrong with it, under the field, and
 * follows the typing once the form was submitted.
 */
export function AmountField(props: Props) {
  const { ns, name = 'amount', limits, most, chips, onEdit } = props;
  const { hasAll = true, isRangeExact = false, note } = props;
  const { t } = useTranslation(ns);
  const { money, symbol } = useMoney();
  const { id, value, error, attach, onChange, onBlur } = useField(name, onEdit, true);
  const noteId = `${useId()}-note`;
  const amount = parseAmount(value);
  const headMoney = isRangeExact ? money : (minor: number) => whole(money(minor));
  const range = { min: headMoney(limits.minAmount), max: headMoney(limits.maxAmount) };
  const describedBy = [note ? noteId : undefined, error ? `${id}-error` : undefined]
    .filter((part) => part !== undefined)
    .join(' ');

  return (
    <div className="pay-field">
      <div className="pay-field-head">
        <label htmlFor={id}>{t('amount.label')}</label>
        <span>{t('amount.range', range)}</span>
      </div>
      <div className={`pay-money${error ? ' has-issue' : ''}`}>
        <span aria-hidden="true">{symbol}</span>
        <input
          id={id}
          ref={attach}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          placeholder={amountText(limits.minAmount)}
          value={value}
          aria-invalid={error !== undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => {
            if (amount !== undefined && amountText(amount) !== value) onChange(amountText(amount));
            onBlur();
          }}
        />
      </div>
      {note && (
        <p id={noteId} className="pay-note">
          {note}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="pay-issue" role="alert">
          {error}
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
            onClick={() => onChange(amountText(chip))}
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
            onClick={() => onChange(amountText(most))}
          >
            {t('amount.all')}
          </button>
        )}
      </div>
    </div>
  );
}
