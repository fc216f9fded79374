import { startupMode } from '@app/contracts/zod-free';
import { useQuery } from '@tanstack/react-query';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { statusQueryOptions } from '@/shared/site/get-status';
import { HOME_PATH } from '@/shared/paths';
import { LogoMark } from '@/shared/ui/logo';
import { StartupFailed } from '../startup/startup-failed';
import { MaintenanceView } from '../startup/maintenance-view';

/**
 * /m/maintenance: reads the system status afresh and shows the maintenance notice only when the
 * site is in maintenance (then the start-up gate shows it over every page too); otherwise it says
 * the site is open and offers the way home.
 */
export default function MaintenancePage() {
  const { t } = useTranslation('frame');
  const status = useQuery({ ...statusQueryOptions(), refetchOnMount: 'always' });

  if (status.isError) {
    return <StartupFailed onRetry={() => void status.refetch()} />;
  }
  if (!status.isFetchedAfterMount || !status.data) {
    return (
      <div className="startup-view" role="status" aria-label={t('page_loading')}>
        <DotLoading color="currentColor" />
      </div>
    );
  }
  if (startupMode(status.data) === 'maintenance') {
    return <MaintenanceView customerService={status.data.info.customerService} />;
  }
  return (
    <section className="startup-view" aria-labelledby="no-maintenance-title">
      <LogoMark size={72} />
      <h1 id="no-maintenance-title">{t('maintenance.none_title')}</h1>
      <p>{t('maintenance.none_body')}</p>
      <Link to={HOME_PATH} className="pill pill-gold">
        {t('common:back_home')}
      </Link>
    </section>
  );
}
