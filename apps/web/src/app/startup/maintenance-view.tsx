import type { CustomerServiceLink } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { ToolsIcon } from '@/shared/ui/icons';
import { LanguageSwitch } from '@/shared/ui/language-switch';

/** Start-up mode 1: the platform is under maintenance. */
export function MaintenanceView({ customerService }: { customerService: CustomerServiceLink[] }) {
  const { t } = useTranslation('frame');
  // In-site pages are closed too during maintenance: offer a link that leaves the site.
  const service = customerService.find((link) => !link.url.startsWith('/'));
  return (
    <section className="startup-view" aria-labelledby="maintenance-title" data-mode="maintenance">
      <span className="startup-icon">
        <ToolsIcon />
      </span>
      <h1 id="maintenance-title">{t('maintenance.title')}</h1>
      <p>{t('maintenance.body')}</p>
      {service && (
        <a className="pill pill-gold" href={service.url}>
          {t('maintenance.service')}
        </a>
      )}
      <LanguageSwitch />
    </section>
  );
}
