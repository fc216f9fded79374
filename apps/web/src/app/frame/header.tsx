import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSettings } from '@/shared/site/get-settings';
import { useFlag } from '@/shared/site/get-whitelabel';
import { useSession } from '@/shared/session';
import { BackIcon, MenuIcon, UserIcon } from '@/shared/ui/icons';
import { prefetchPopup } from '@/shared/ui/lazy-popup';
import { LogoMark } from '@/shared/ui/logo';
import { HOME_PATH } from '@/shared/paths';
import type { RouteEntry } from '../route-table';
import { servedSiteName } from '@/shared/site/served-shell';
import { AccountBar } from './account-bar';
import { Menu } from './menu';
import { useBack } from './use-back';

/**
 * SPEC §2 header. First row: logo on home and help (a back arrow elsewhere), title, menu. Second
 * row: the account side (AccountBar), or login and register for a guest. Two rows keep the site
 * name, the title and every 44 px button whole on a 320 px phone, whatever the name's length.
 */
export function Header({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation('frame');
  const back = useBack(entry);
  const { search } = useLocation();
  const { queryTitle } = entry;
  const titleKey =
    queryTitle && new URLSearchParams(search).get(queryTitle.param) === queryTitle.value
      ? queryTitle.titleKey
      : entry.titleKey;
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu (its items, queries and language sheet) is rendered from its first opening on: every
  // page's first render is lighter by it. Its popup's code comes as a finger lands on the button.
  const [menuUsed, setMenuUsed] = useState(false);
  const { data: settings } = useSettings();
  const session = useSession();
  // Offline the settings may be missing: the name the served page carried (the precached one).
  const siteName = settings?.merchantName ?? servedSiteName;

  return (
    <header className="app-header">
      <div className="header-row">
        <div className="header-start">
          {entry.header === 'logo' ? (
            <Link
              to={HOME_PATH}
              className="brand"
              aria-label={siteName ? t('logo', { site: siteName }) : t('home')}
            >
              <LogoMark />
              <span className="brand-name">{siteName}</span>
            </Link>
          ) : (
            <button type="button" className="icon-button" aria-label={t('back')} onClick={back}>
              <BackIcon />
            </button>
          )}
        </div>
        {titleKey && <h1 className="header-title">{t(`title.${titleKey}`)}</h1>}
        <div className="header-end">
          <button
            type="button"
            className="icon-button"
            aria-label={t('menu')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onPointerDown={prefetchPopup}
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      {session ? <AccountBar session={session} /> : <GuestBar />}
      {menuUsed && <Menu open={menuOpen} onClose={() => setMenuOpen(false)} />}
    </header>
  );
}

/** Logged out: login, and register when DIRECTREG3 (logged in, see AccountBar). */
function GuestBar() {
  const { t } = useTranslation('frame');
  const directRegister = useFlag('DIRECTREG3');
  return (
    <div className="account-bar guest-bar">
      <span className="account-bar-name">
        <UserIcon className="account-bar-avatar" />
        <span className="account-name">{t('guest')}</span>
      </span>
      <Link to="/m/login" className="pill pill-outline">
        {t('login')}
      </Link>
      {directRegister && (
        <Link to="/m/register" className="pill pill-gold">
          {t('register')}
        </Link>
      )}
    </div>
  );
}
