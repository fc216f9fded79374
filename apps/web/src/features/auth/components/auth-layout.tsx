import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackIcon } from '@/shared/ui/icons';
import { LogoMark } from '@/shared/ui/logo';
import '../auth.css';
import { HOME_PATH } from '@/shared/paths';
import { useSite } from '@/shared/site/use-site';
import { LanguageSwitch } from '@/shared/ui/language-switch';

/** The frame of login, register and forget: back to home, language, logo, title. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('auth');
  const { merchantName } = useSite();
  return (
    <div className="auth-page">
      <div className="auth-topbar">
        <Link to={HOME_PATH} className="icon-button" aria-label={t('home')}>
          <BackIcon />
        </Link>
        <LanguageSwitch
          className="auth-language"
          optionClassName="auth-language-option"
          show="code"
        />
      </div>
      <div className="auth-brand">
        <LogoMark size={64} />
        {merchantName && <p className="auth-merchant">{merchantName}</p>}
      </div>
      <h1 className="auth-title">{title}</h1>
      {children}
    </div>
  );
}
