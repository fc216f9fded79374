import { useTranslation } from 'react-i18next';
import { ShieldIcon } from '@/shared/ui/icons';
import { StartupView } from './startup-view';

/** Start-up mode 2: access restricted for the visitor's region. */
export function RestrictedView({ ip }: { ip: string }) {
  const { t } = useTranslation('frame');
  return (
    <StartupView mode="restricted" icon={<ShieldIcon />}>
      {ip && <p className="muted">{t('restricted.ip', { ip })}</p>}
    </StartupView>
  );
}
