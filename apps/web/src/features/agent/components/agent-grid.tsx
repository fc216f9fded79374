import { useTranslation } from 'react-i18next';
import type { MenuEntry } from '../lib/agent-menu';
import { MenuLink } from './menu-link';

/** SPEC §2 Agent home's navigation grid (the entries the menu keys let through). */
export function AgentGrid({ entries, unread }: { entries: MenuEntry[]; unread: number }) {
  const { t } = useTranslation('agent');
  return (
    <nav className="agent-tools" aria-labelledby="agent-tools-title">
      <h2 id="agent-tools-title" className="agent-section-title">
        {t('menu_title')}
      </h2>
      <ul className="agent-grid">
        {entries.map((entry) => (
          <li key={entry.key}>
            <MenuLink
              entry={entry}
              label={t(`grid.${entry.key}`)}
              count={entry.badge === 'messages' ? unread : 0}
              className={`agent-tile agent-tile-${entry.icon}`}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
