import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { sessionStore } from '@/shared/session';
import { useSite } from '@/shared/site/use-site';
import { AGENT_LINKS } from '../constants';
import type { MenuEntry } from '../lib/agent-menu';
import { AgentIcon } from './agent-icons';

/**
 * One entry of the agent home's grid or footer. SPEC §2: navigation works only with a session (one
 * that ended while the page was open goes to the login instead); the online service opens the
 * site's service link.
 */
export function MenuLink({
  entry,
  label,
  count,
  className,
}: {
  entry: MenuEntry;
  label: string;
  /** The unread badge's number (shown when above 0). */
  count: number;
  className: string;
}) {
  const { t } = useTranslation('agent');
  const navigate = useNavigate();
  const { customerServiceUrl } = useSite();
  const badge: ReactNode =
    count > 0 ? (
      <span className="count-badge agent-badge" aria-label={t('unread', { count })}>
        {count > 99 ? '99+' : count}
      </span>
    ) : null;
  const body = (
    <>
      <span className="agent-entry-icon">
        <AgentIcon name={entry.icon} />
        {badge}
      </span>
      <span className="agent-entry-label">{label}</span>
    </>
  );
  const needSession = (event: MouseEvent) => {
    if (sessionStore.get()) return;
    event.preventDefault();
    void navigate(AGENT_LINKS.login, { state: { from: AGENT_LINKS.agentHome } });
  };
  if (!entry.to) {
    return (
      <a
        className={className}
        data-entry={entry.key}
        href={customerServiceUrl}
        target="_blank"
        rel="noopener noreferrer"
        onClick={needSession}
      >
        {body}
      </a>
    );
  }
  return (
    <NavLink className={className} data-entry={entry.key} to={entry.to} end onClick={needSession}>
      {body}
    </NavLink>
  );
}
