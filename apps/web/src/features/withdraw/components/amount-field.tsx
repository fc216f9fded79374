import type { WithdrawInfo } from '@app/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText, parseAmount, useMoney } from '@/shared/money';
import { amountIssue, dailyAmountLeft, maxWithdrawable } from '../lib/checks';

/** Quick amounts in minor units: ₱100 to ₱10,000. */
const CHIPS = [10_000, 50_000, 100_000, 500_000, 1_000_000];

/** ₱100.00 → ₱100: the chips are narrow. */
const whole = (text: string) => text.replace(/[.,]00$/, '');

type Props = {
  info: WithdrawInfo;
  text: string;
  onText: (text: string) => void;
  /** Shows the issue (after a submit attempt or once the field was left). */
  showIssue: boolean;
  onBlur: () => void;
  /** A server error naming the amount: its element's id. */
  serverErrorId?: string | undefined;
};

/** The amount in pesos (2 decimals), quick chips, "All", and what is wrong with it. */
export function AmountField({ info, text, onText, showIssue, onBlur, serverErrorId }: Props) {
  const { t } = useTranslation('withdraw');
  const { money, symbol } = useMoney();
  const id = useId();
  const amount = parseAmount(text);
  const issue = amountIssue(text, amount, info);
  const most = maxWithdrawable(info);
  const shown = showIssue && !serverErrorId && issue !== undefined;
  const values = {
    min: money(info.limits.minAmount),
    max: money(info.limits.maxAmount),
    available: money(info.available),
    left: money(dailyAmountLeft(info)),
  };
  const describedBy = [shown ? `${id}-issue` : '', serverErrorId ?? ''].join(' ').trim();

  return (
    <div className="withdraw-amount">
      <div className="withdraw-field-head">
        <label htmlFor={id}>{t('amount.label')}</label>
        <span>{t('amount.range', { min: whole(values.min), max: whole(values.max) })}</span>
      </div>
      <div className={`withdraw-money${shown || serverErrorId ? ' has-issue' : ''}`}>
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
        <p id={`${id}-issue`} className="withdraw-issue" role="alert">
          {t(`amount.${issue}`, values)}
        </p>
      )}
      <div className="withdraw-chips" role="group" aria-label={t('amount.quick')}>
        {CHIPS.map((chip) => (
          <button
            key={chip}
            type="button"
            className="withdraw-chip"
            aria-pressed={amount === chip}
            disabled={chip < info.limits.minAmount || chip > most}
            onClick={() => onText(amountText(chip))}
          >
            {whole(money(chip))}
          </button>
        ))}
        <button
          type="button"
          className="withdraw-chip is-all"
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
