import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/shared/ui/language-switch';

/** A start-up mode's page: its icon, title and text (frame's `<mode>.*`), what else it offers. */
export function StartupView({
  mode,
  icon,
  children,
}: {
  mode: 'maintenance' | 'restricted';
  icon: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('frame');
  return (
    <section className="startup-view" aria-labelledby={`${mode}-title`} data-mode={mode}>
      <span className="startup-icon">{icon}</span>
      <h1 id={`${mode}-title`}>{t(`${mode}.title`)}</h1>
      <p>{t(`${mode}.body`)}</p>
      {children}
      <LanguageSwitch />
    </section>
  );
}
