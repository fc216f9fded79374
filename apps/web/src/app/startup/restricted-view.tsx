import { useTranslation } from 'react-i18next';
import { ShieldIcon } from '@/shared/ui/icons';
import { LanguageSwitch } from '@/shared/ui/language-switch';

/** Start-up mode 2: access restricted for the visitor's region. */
export function RestrictedView({ ip }: { ip: string }) {
  const { t } = useTranslation('frame');
  return (
    <section className="startup-view" aria-labelledby="restricted-title" data-mode="restricted">
      <span className="startup-icon">
        <ShieldIcon />
      </span>
      <h1 id="restricted-title">{t('restricted.title')}</h1>
      <p>{t('restricted.body')}</p>
      {ip && <p className="muted">{t('restricted.ip', { ip })}</p>}
      <LanguageSwitch />
    </section>
  );
}
