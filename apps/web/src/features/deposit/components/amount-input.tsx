import type { DepositChannel } from '@app/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText, parseAmount, useMoney } from '@/shared/money';
import { amountIssue } from '../lib/fee';

/** Quick amounts in minor units: ₱100 to ₱10,000. */
const CHIPS = [10_000, 50_000, 100_000, 500_000, 1_000_000];

type Props = {
  channel: DepositChannel;
  text: string;
  onText: (text: string) => void;
  /** Shows the issue (after a submit attempt or once the field was left). */
  showIssue: boolean;
  onBlur: () => void;
  /** Why the maximum is below the channel's own (the member's deposit limit), shown always. */
  limitNote?: string | undefined;
};

/** The amount in pesos (2 decimals), quick chips within the channel's limits, and its issue. */
export function AmountInput({ channel, text, onText, showIssue, onBlur, limitNote }: Props) {
  const { t } = useTranslation('deposit');
  const { money, symbol } = useMoney();
  const id = useId();
  const amount = parseAmount(text);
  const issue = text === '' ? 'empty' : amountIssue(amount, channel);
  const range = { min: money(channel.minAmount), max: money(channel.maxAmount) };
  const shown = showIssue && issue !== undefined;

  return (
    <div className="deposit-amount">
      <div className="deposit-amount-head">
        <label htmlFor={id}>{t('amount.label')}</label>
        <span>{t('amount.range', range)}</span>
      </div>
      <div className={`deposit-money${shown ? ' has-issue' : ''}`}>
        <span aria-hidden="true">{symbol}</span>
        <input
          id={id}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={amountText(channel.minAmount)}
          value={text}
          aria-invalid={shown}
          aria-describedby={
            [limitNote ? `${id}-limit` : '', shown ? `${id}-issue` : ''].join(' ').trim() ||
            undefined
          }
          onChange={(event) => onText(event.target.value)}
          onBlur={() => {
            if (amount !== undefined) onText(amountText(amount));
            onBlur();
          }}
        />
      </div>
      {limitNote && (
        <p id={`${id}-limit`} className="deposit-limit-note">
          {limitNote}
        </p>
      )}
      {shown && (
        <p id={`${id}-issue`} className="deposit-issue" role="alert">
          {limitNote && (issue === 'too_high' || channel.maxAmount < channel.minAmount)
            ? limitNote
            : t(`amount.${issue}`, range)}
        </p>
      )}
      <div className="deposit-chips" role="group" aria-label={t('amount.quick')}>
        {CHIPS.map((chip) => {
          const outside = chip < channel.minAmount || chip > channel.maxAmount;
          return (
            <button
              key={chip}
              type="button"
              className="deposit-chip"
              aria-pressed={amount === chip}
              disabled={outside}
              onClick={() => onText(amountText(chip))}
            >
              {money(chip).replace(/\.00$/, '')}
            </button>
          );
        })}
      </div>
    </div>
  );
}
