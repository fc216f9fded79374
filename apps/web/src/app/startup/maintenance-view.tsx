import type { CustomerServiceLink } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { ToolsIcon } from '@/shared/ui/icons';
import { StartupView } from './startup-view';

/** Start-up mode 1: the platform is under maintenance. */
export function MaintenanceView({ customerService }: { customerService: CustomerServiceLink[] }) {
  const { t } = useTranslation('frame');
  // In-site pages are closed too during maintenance: offer a link that leaves the site.
  const service = customerService.find((link) => !link.url.startsWith('/'));
  return (
    <StartupView mode="maintenance" icon={<ToolsIcon />}>
      {service && (
        <a className="pill pill-gold" href={service.url}>
          {t('maintenance.service')}
        </a>
      )}
    </StartupView>
  );
}
