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
      <BreakChoice
        kind="timeout"
        choices={TIMEOUT_CHOICES}
        disabled={isStarting}
        onStart={(duration) => void start({ kind: 'timeout', duration })}
      />
      <BreakChoice
        kind="exclusion"
        choices={EXCLUSION_CHOICES}
        disabled={isStarting}
        onStart={(duration) => void start({ kind: 'exclusion', duration })}
      />
      <p className="rg-hint">{t('break.withdraw_note')}</p>
    </section>
  );
}

/** One kind of break: its text, its durations (the shortest chosen first) and its start button. */
function BreakChoice<D extends TimeoutDuration | ExclusionDuration>(props: {
  kind: PlayBreakInput['kind'];
  choices: readonly [D, ...D[]];
  disabled: boolean;
  onStart: (duration: D) => void;
}) {
  const { t } = useTranslation('responsibleGaming');
  const { kind } = props;
  const [value, setValue] = useState<D>(props.choices[0]);
  const isTimeout = kind === 'timeout';
  return (
    <div className="rg-break">
      <h3>{t(`break.${kind}_title`)}</h3>
      <p className="rg-hint">{t(`break.${kind}_hint`)}</p>
      <ToggleGroup
        label={`${t(`break.${kind}_title`)}: ${t('break.duration')}`}
        options={props.choices.map((value) => ({ value, text: t(`break.choice.${value}`) }))}
        value={value}
        onChange={setValue}
        variant="chips"
        className={isTimeout ? 'rg-choices' : 'rg-choices is-four'}
      />
      <button
        type="button"
        className={isTimeout ? 'rg-secondary' : 'rg-danger'}
        disabled={props.disabled}
        onClick={() => props.onStart(value)}
      >
        {t(`break.start_${kind}`)}
      </button>
    </div>
  );
}
