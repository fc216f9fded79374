import { useTranslation } from 'react-i18next';
import type { MenuEntry } from '../lib/agent-menu';
import { MenuLink } from './menu-link';
import { TitledSection } from '@/shared/ui/titled-section';

/** SPEC §2 Agent home's navigation grid (the entries the menu keys let through). */
export function AgentGrid({ entries, unread }: { entries: MenuEntry[]; unread: number }) {
  const { t } = useTranslation('agent');
  return (
    <TitledSection
      as="nav"
      className="agent-tools"
      titleId="agent-tools-title"
      titleClassName="agent-section-title"
      title={t('menu_title')}
    >
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
    </TitledSection>
  );
}
