import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '../../shared/site/get-settings';
import { useFlag } from '../../shared/site/get-whitelabel';
import { useSession } from '../../shared/session';
import { BackIcon, MenuIcon } from '../../shared/ui/icons';
import { LogoMark } from '../../shared/ui/logo';
import { HOME_PATH } from '../../shared/paths';
import type { RouteEntry } from '../route-table';
import { AccountBar } from './account-bar';
import { Menu } from './menu';
import { useBack } from './use-back';

/** SPEC §2 header: logo on home and help, a back arrow elsewhere; title; account side; menu. */
export function Header({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation('frame');
  const back = useBack(entry);
  const [menuOpen, setMenuOpen] = useState(false);
  const { data: settings } = useSettings();
  const session = useSession();

  return (
    <header className={`app-header${session ? ' is-member' : ''}`}>
      <div className="header-start">
        {entry.header === 'logo' ? (
          <Link to={HOME_PATH} className="brand" aria-label={t('logo')}>
            <LogoMark />
            <span className="brand-name">{settings?.merchantName ?? ''}</span>
          </Link>
        ) : (
          <button type="button" className="icon-button" aria-label={t('back')} onClick={back}>
            <BackIcon />
          </button>
        )}
      </div>
      {entry.titleKey && <h1 className="header-title">{t(`title.${entry.titleKey}`)}</h1>}
      <div className="header-end">
        {!session && <GuestSide />}
        <button
          type="button"
          className="icon-button"
          aria-label={t('menu')}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </button>
      </div>
      {session && <AccountBar session={session} />}
      <Menu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}

/** Logged out: login, and register when DIRECTREG3 (logged in, see AccountBar). */
function GuestSide() {
  const { t } = useTranslation('frame');
  const directRegister = useFlag('DIRECTREG3');
  return (
    <>
      <Link to="/m/login" className="pill pill-outline">
        {t('login')}
      </Link>
      {directRegister && (
        <Link to="/m/register" className="pill pill-gold">
          {t('register')}
        </Link>
      )}
    </>
  );
}
