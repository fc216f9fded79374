import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { AFFILIATE_LINKS_PATH, OPEN_ACCOUNT_PATH } from '../constants';

/** Open account | Affiliate links: the two ways an agent grows its team, one tap apart. */
export function CentreTabs() {
  const { t } = useTranslation('agentAccounts');
  const tab = ({ isActive }: { isActive: boolean }) => `aa-tab${isActive ? ' is-active' : ''}`;
  return (
    <nav className="aa-tabs" aria-label={t('tabs.label')}>
      <NavLink to={OPEN_ACCOUNT_PATH} className={tab} replace end>
        {t('tabs.open')}
      </NavLink>
      <NavLink to={AFFILIATE_LINKS_PATH} className={tab} replace end>
        {t('tabs.links')}
      </NavLink>
    </nav>
  );
}

/** The tabs, then the screen's hero: its icon, the section's title and intro. */
export function CentreHead({ icon, section }: { icon: ReactNode; section: 'open' | 'links' }) {
  const { t } = useTranslation('agentAccounts');
  return (
    <>
      <CentreTabs />
      <header className="aa-hero">
        <span className="aa-hero-icon" aria-hidden="true">
          {icon}
        </span>
        <div>
          <h2 className="aa-hero-title">{t(`${section}.title`)}</h2>
          <p className="aa-hero-text">{t(`${section}.intro`)}</p>
        </div>
      </header>
    </>
  );
}
