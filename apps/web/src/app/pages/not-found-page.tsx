import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NoData } from '../../shared/ui/no-data';
import { HOME_PATH } from '../../shared/paths';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <NoData>
      <p>{t('page_not_found')}</p>
      <Link to={HOME_PATH} className="pill pill-gold">
        {t('back_home')}
      </Link>
    </NoData>
  );
}
