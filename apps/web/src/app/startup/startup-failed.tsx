import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';

/** The system status could not be read: say so and offer another try (start-up and /m/maintenance). */
export function StartupFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('frame');
  return (
    <section className="startup-view" role="alert">
      <p>{t('startup_failed')}</p>
      <Button color="primary" onClick={onRetry}>
        {t('common:retry')}
      </Button>
    </section>
  );
}
