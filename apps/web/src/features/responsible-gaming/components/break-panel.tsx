import type { ExclusionDuration, PlayBreakInput, TimeoutDuration } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialog, toast } from '@/shared/feedback';
import { errorText } from '@/shared/form';
import { ToggleGroup } from '@/shared/ui/toggle-group';
import { startBreak } from '../api/responsible-gaming';
import { EXCLUSION_CHOICES, TIMEOUT_CHOICES } from '../lib/durations';

/**
 * A break: a time-out (24 hours to 6 weeks) or self-exclusion (6 months to 5 years). Asked once
 * more, then started; the server ends every session, so this device signs out too and says so.
 */
export function BreakPanel({ onSignOut }: { onSignOut: () => Promise<void> }) {
  const { t } = useTranslation('responsibleGaming');
  const [timeout, setTimeoutChoice] = useState<TimeoutDuration>('24h');
  const [exclusion, setExclusion] = useState<ExclusionDuration>('6m');
  const [isStarting, setStarting] = useState(false);

  const start = async (input: PlayBreakInput) => {
    const duration = t(`break.choice.${input.duration}`);
    const confirmed = await dialog.confirm({
      title: t(`break.confirm_${input.kind}_title`),
      content: t(`break.confirm_${input.kind}`, { duration }),
      confirmText: t('break.confirm'),
      cancelText: t('break.cancel'),
    });
    if (!confirmed) return;
    setStarting(true);
    try {
      await startBreak(input);
    } catch (error) {
      toast.message(errorText(error));
      setStarting(false);
      return;
    }
    await onSignOut();
    await dialog.alert({
      title: t(`break.${input.kind}_title`),
      content: `${t('break.started')} ${t('break.withdraw_note')}`,
      confirmText: 'OK',
    });
  };

  return (
    <section className="rg-card" aria-labelledby="rg-break-title">
      <h2 id="rg-break-title">{t('break.title')}</h2>
      <div className="rg-break">
        <h3>{t('break.timeout_title')}</h3>
        <p className="rg-hint">{t('break.timeout_hint')}</p>
        <ToggleGroup
          label={`${t('break.timeout_title')}: ${t('break.duration')}`}
          options={TIMEOUT_CHOICES.map((value) => ({ value, text: t(`break.choice.${value}`) }))}
          value={timeout}
          onChange={setTimeoutChoice}
          variant="chips"
          className="rg-choices"
        />
        <button
          type="button"
          className="rg-secondary"
          disabled={isStarting}
          onClick={() => void start({ kind: 'timeout', duration: timeout })}
        >
          {t('break.start_timeout')}
        </button>
      </div>
      <div className="rg-break">
        <h3>{t('break.exclusion_title')}</h3>
        <p className="rg-hint">{t('break.exclusion_hint')}</p>
        <ToggleGroup
          label={`${t('break.exclusion_title')}: ${t('break.duration')}`}
          options={EXCLUSION_CHOICES.map((value) => ({ value, text: t(`break.choice.${value}`) }))}
          value={exclusion}
          onChange={setExclusion}
          variant="chips"
          className="rg-choices is-four"
        />
        <button
          type="button"
          className="rg-danger"
          disabled={isStarting}
          onClick={() => void start({ kind: 'exclusion', duration: exclusion })}
        >
          {t('break.start_exclusion')}
        </button>
      </div>
      <p className="rg-hint">{t('break.withdraw_note')}</p>
    </section>
  );
}
