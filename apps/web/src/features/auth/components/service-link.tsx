import { useTranslation } from 'react-i18next';
import { useSite } from '@/shared/site/use-site';
import { HeadsetIcon } from '@/shared/ui/icons';

/** The customer-service link of the site settings, when one is configured. */
export function ServiceLink({ className = 'auth-link' }: { className?: string }) {
  const { t } = useTranslation('auth');
  const { customerServiceUrl } = useSite();
  if (!customerServiceUrl) return null;
  return (
    <a className={className} href={customerServiceUrl} target="_blank" rel="noopener noreferrer">
      <HeadsetIcon />
      {t('service')}
    </a>
  );
}
