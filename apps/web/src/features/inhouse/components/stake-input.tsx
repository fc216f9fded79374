import { BET_MAX_MINOR, BET_MIN_MINOR } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format';
import { applyChip, parseStake, stakeIssue, stakeText, type StakeChip } from '../lib/stake';

type Props = {
  /** Minor units; undefined while the field holds no valid amount. */
  value: number | undefined;
  onChange: (minor: number | undefined) => void;
  /** The member's balance in minor units, when known. */
  balance: number | undefined;
  symbol: string;
  disabled?: boolean;
};

const CHIPS: StakeChip[] = ['half', 'double', 'min', 'max'];

/** The stake: an amount field in pesos (2 decimals) and quick chips ½, 2×, min, max. */
export function StakeInput({ value, onChange, balance, symbol, disabled }: Props) {
  const { t, i18n } = useTranslation('inhouse');
  const language = parseLanguage(i18n.language);
  const id = useId();
  const [text, setText] = useState(() => (value === undefined ? '' : stakeText(value)));
  const issue = stakeIssue(value, balance);
  const money = (minor: number) => formatMoney(minor, symbol, language);

  const set = (minor: number) => {
    setText(stakeText(minor));
    onChange(minor);
  };

  return (
    <div className="stake">
      <div className="stake-head">
        <label htmlFor={id}>{t('stake.label')}</label>
        <span className="stake-range">
          {t('stake.range', { min: money(BET_MIN_MINOR), max: money(BET_MAX_MINOR) })}
        </span>
      </div>
      <div className={`stake-field${issue ? ' has-issue' : ''}`}>
        <span className="stake-symbol" aria-hidden="true">
          {symbol}
        </span>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-invalid={issue !== undefined}
          aria-describedby={issue ? `${id}-issue` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            onChange(parseStake(event.target.value));
          }}
          onBlur={() => {
            if (value !== undefined) setText(stakeText(value));
          }}
        />
      </div>
      <div className="stake-chips">
        {CHIPS.map((chip) => (
          <button
            key={chip}
            type="button"
            className="stake-chip"
            disabled={disabled}
            aria-label={t(`stake.${chip}_label`)}
            onClick={() => set(applyChip(chip, value ?? BET_MIN_MINOR, balance))}
          >
            {t(`stake.${chip}`)}
          </button>
        ))}
      </div>
      {issue && (
        <p id={`${id}-issue`} className="stake-issue" role="alert">
          {t(`stake.${issue}`, {
            min: money(BET_MIN_MINOR),
            max: money(BET_MAX_MINOR),
          })}
        </p>
      )}
    </div>
  );
}
