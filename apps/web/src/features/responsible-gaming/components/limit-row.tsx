import type { PlayLimit } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { useMoney } from '@/shared/money';
import { LimitForm } from './limit-form';

/** One limit: what holds, how much of it the period has used, any change waiting, and its form. */
export function LimitRow({ limit }: { limit: PlayLimit }) {
  const { t, i18n } = useTranslation('responsibleGaming');
  const language = parseLanguage(i18n.language);
  const { money } = useMoney();
  const [isEditing, setEditing] = useState(false);
  const formId = `rg-${limit.kind}-${limit.period}`;
  const share = limit.amount === null ? 0 : Math.min(1, limit.used / limit.amount);
  const at = (epochMs: number) => formatDateTime(epochMs, language);

  return (
    <li className="rg-limit">
      <div className="rg-limit-head">
        <h3>{t(`limits.period.${limit.period}`)}</h3>
        <strong className={limit.amount === null ? 'is-none' : undefined}>
          {limit.amount === null ? t('limits.none') : money(limit.amount)}
        </strong>
        <button
          type="button"
          className="rg-link"
          aria-expanded={isEditing}
          aria-controls={formId}
          onClick={() => setEditing(!isEditing)}
        >
          {isEditing
            ? t('limits.cancel')
            : limit.amount === null
              ? t('limits.set')
              : t('limits.edit')}
        </button>
      </div>
      {limit.amount !== null && (
        <div
          className={`rg-meter${share >= 1 ? ' is-full' : share >= 0.8 ? ' is-near' : ''}`}
          role="progressbar"
          aria-label={t(`limits.period.${limit.period}`)}
          aria-valuemin={0}
          aria-valuemax={limit.amount}
          aria-valuenow={Math.min(limit.used, limit.amount)}
        >
          <span style={{ width: `${share * 100}%` }} />
        </div>
      )}
      <p className="rg-limit-note">
        {limit.amount === null
          ? t('limits.used_none', { used: money(limit.used) })
          : t('limits.used', { used: money(limit.used), limit: money(limit.amount) })}
        {' · '}
        {t('limits.resets', { at: at(limit.resetsAt) })}
      </p>
      {limit.pending && (
        <p className="rg-pending">
          {limit.pending.amount === null
            ? t('limits.pending_remove', { at: at(limit.pending.from) })
            : t('limits.pending_raise', {
                amount: money(limit.pending.amount),
                at: at(limit.pending.from),
              })}
        </p>
      )}
      {isEditing && (
        <div id={formId}>
          <LimitForm limit={limit} onDone={() => setEditing(false)} />
        </div>
      )}
    </li>
  );
}
