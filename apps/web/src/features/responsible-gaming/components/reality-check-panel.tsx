import { REALITY_CHECK_MINUTES } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/feedback';
import { errorText } from '@/shared/form';
import { ToggleGroup } from '@/shared/ui/toggle-group';
import { useSetRealityCheck } from '../api/responsible-gaming';

type Choice = 'off' | `${(typeof REALITY_CHECK_MINUTES)[number]}`;

/** The reality check's interval: off, or every 15 minutes to 2 hours. */
export function RealityCheckPanel({ minutes }: { minutes: number | null }) {
  const { t } = useTranslation('responsibleGaming');
  const realityCheck = useSetRealityCheck();
  const options = [
    { value: 'off' as Choice, text: t('reality.off') },
    ...REALITY_CHECK_MINUTES.map((value) => ({
      value: String(value) as Choice,
      text:
        value < 60
          ? t('reality.minutes', { count: value })
          : t('reality.hours', { count: value / 60 }),
    })),
  ];
  const change = (choice: Choice) => {
    realityCheck.save(choice === 'off' ? null : Number(choice)).then(
      () => toast.success(t('reality.saved')),
      (error: unknown) => toast.message(errorText(error)),
    );
  };
  return (
    <section className="rg-card" aria-labelledby="rg-reality-title">
      <h2 id="rg-reality-title">{t('reality.title')}</h2>
      <p className="rg-hint">{t('reality.hint')}</p>
      <ToggleGroup
        label={t('reality.title')}
        options={options}
        value={(minutes === null ? 'off' : String(minutes)) as Choice}
        onChange={change}
        variant="segmented"
      />
    </section>
  );
}
