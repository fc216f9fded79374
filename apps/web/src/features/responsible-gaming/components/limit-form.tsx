import { PLAY_LIMIT_MAX, type PlayLimit } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/feedback';
import { errorText } from '@/shared/form';
import { formatDateTime } from '@/shared/format';
import { amountText, parseAmount, useMoney } from '@/shared/money';
import { useSetLimit } from '../api/responsible-gaming';

/** The smallest limit one may set: ₱1.00 (the contract's PlayLimitInput minimum). */
const MIN_LIMIT = 100;

/** Sets, changes or removes one limit; says when the change holds. */
export function LimitForm({ limit, onDone }: { limit: PlayLimit; onDone: () => void }) {
  const { t, i18n } = useTranslation('responsible');
  const language = parseLanguage(i18n.language);
  const { money, symbol } = useMoney();
  const id = useId();
  const [text, setText] = useState(limit.amount === null ? '' : amountText(limit.amount));
  const [error, setError] = useState<string>();
  const setLimit = useSetLimit();

  const save = (amount: number | null) => {
    setError(undefined);
    setLimit.mutateAsync({ kind: limit.kind, period: limit.period, amount }).then(
      (settings) => {
        const saved = settings.limits.find(
          (l) => l.kind === limit.kind && l.period === limit.period,
        );
        toast.success(
          saved?.pending
            ? t('limits.saved_later', { at: formatDateTime(saved.pending.from, language) })
            : t('limits.saved_now'),
        );
        onDone();
      },
      (failure: unknown) => setError(errorText(failure)),
    );
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amount = parseAmount(text);
    if (amount === undefined || amount < MIN_LIMIT || amount > PLAY_LIMIT_MAX) {
      setError(t('limits.amount_invalid', { min: money(MIN_LIMIT), max: money(PLAY_LIMIT_MAX) }));
      return;
    }
    save(amount);
  };

  return (
    <form className="rg-form" onSubmit={submit} noValidate>
      <label htmlFor={id}>
        {t('limits.amount_label', { period: t(`limits.period.${limit.period}`) })}
      </label>
      <div className={`rg-money${error ? ' has-issue' : ''}`}>
        <span aria-hidden="true">{symbol}</span>
        <input
          id={id}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="1000.00"
          value={text}
          aria-invalid={error !== undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="rg-error" role="alert">
          {error}
        </p>
      )}
      <p className="rg-rule">{t('limits.rule')}</p>
      <div className="rg-form-actions">
        <button type="submit" className="rg-primary" disabled={setLimit.isPending}>
          {t('limits.save')}
        </button>
        {limit.amount !== null && (
          <button
            type="button"
            className="rg-secondary"
            disabled={setLimit.isPending}
            onClick={() => save(null)}
          >
            {t('limits.remove')}
          </button>
        )}
      </div>
    </form>
  );
}
