import { useTranslation } from 'react-i18next';
import type { MenuEntry } from '../lib/agent-menu';
import { MenuLink } from './menu-link';

/**
 * SPEC §2 Agent home's footer: home, open account, dividend (when shown), announcements with the
 * count of agent announcements not yet opened.
 */
export function AgentFooter({ entries, unread }: { entries: MenuEntry[]; unread: number }) {
  const { t } = useTranslation('agent');
  return (
    <nav
      className="agent-footer"
      aria-label={t('footer.label')}
      style={{ gridTemplateColumns: `repeat(${entries.length}, 1fr)` }}
    >
      {entries.map((entry) => (
        <MenuLink
          key={entry.key}
          entry={entry}
          label={t(`footer.${entry.key}`)}
          count={entry.badge === 'notices' ? unread : 0}
          className="agent-footer-item"
        />
      ))}
    </nav>
  );
}
