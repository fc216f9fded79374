import { LOTTERY_MAX_MULTIPLE, type LotteryLimits } from '@app/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText, parseAmount, useMoney } from '@/shared/money';
import { clampMultiple, stakeIssue } from '../lib/slip';

/** Quick amounts per bet, in minor units: ₱1, ₱5, ₱10, ₱50, ₱100. */
const AMOUNT_CHIPS = [100, 500, 1_000, 5_000, 10_000];

type Props = {
  /** Per bet, minor units; undefined while the field holds no valid amount. */
  amount: number | undefined;
  multiple: number;
  limits: LotteryLimits;
  onAmount: (minor: number | undefined) => void;
  onMultiple: (multiple: number) => void;
};

/**
 * The amount of each bet (₱ with 2 decimals; minor units on the wire), quick amounts, and the
 * multiple (×1 to ×1000): a bet's stake is amount × multiple, within the game's limits.
 */
export function AmountField({ amount, multiple, limits, onAmount, onMultiple }: Props) {
  const { t } = useTranslation('lottery');
  const { money, symbol } = useMoney();
  const id = useId();
  const [text, setText] = useState(() => (amount === undefined ? '' : amountText(amount)));
  const stake = amount === undefined ? undefined : amount * multiple;
  const issue =
    stake === undefined ? 'invalid' : stake === 0 ? 'too_low' : stakeIssue(stake, limits);
  const range = { min: money(limits.betMin), max: money(limits.betMax) };

  return (
    <div className="amount-field">
      <div className="amount-head">
        <label htmlFor={id}>{t('amount.label')}</label>
        <span className="amount-range">{t('amount.range', range)}</span>
      </div>
      <div className="amount-row">
        <div className={`money-input${issue ? ' has-issue' : ''}`}>
          <span aria-hidden="true">{symbol}</span>
          <input
            id={id}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            aria-invalid={issue !== undefined}
            aria-describedby={issue ? `${id}-issue` : `${id}-stake`}
            onChange={(event) => {
              setText(event.target.value);
              onAmount(parseAmount(event.target.value));
            }}
            onBlur={() => {
              if (amount !== undefined) setText(amountText(amount));
            }}
          />
        </div>
        <div className="multiple-stepper" role="group" aria-label={t('amount.multiple')}>
          <button
            type="button"
            aria-label={t('amount.less')}
            disabled={multiple <= 1}
            onClick={() => onMultiple(clampMultiple(multiple - 1))}
          >
            −
          </button>
          <input
            inputMode="numeric"
            aria-label={t('amount.multiple')}
            value={`×${multiple}`}
            onChange={(event) =>
              onMultiple(clampMultiple(Number(event.target.value.replace(/\D/g, '')) || 1))
            }
          />
          <button
            type="button"
            aria-label={t('amount.more')}
            disabled={multiple >= LOTTERY_MAX_MULTIPLE}
            onClick={() => onMultiple(clampMultiple(multiple + 1))}
          >
            +
          </button>
        </div>
      </div>
      <div className="amount-chips">
        {AMOUNT_CHIPS.map((chip) => (
          <button
            key={chip}
            type="button"
            aria-pressed={amount === chip}
            onClick={() => {
              setText(amountText(chip));
              onAmount(chip);
            }}
          >
            {`${symbol}${chip / 100}`}
          </button>
        ))}
      </div>
      {issue ? (
        <p id={`${id}-issue`} className="field-issue" role="alert">
          {t(`amount.${issue}`, range)}
        </p>
      ) : (
        <p id={`${id}-stake`} className="amount-stake">
          {t('amount.stake_each', { stake: money(stake ?? 0) })}
        </p>
      )}
    </div>
  );
}
