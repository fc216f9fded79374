import { useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { useBalance } from '@/shared/balance';
import { formatMoney } from '@/shared/format';
import { useMemberInfo } from '@/shared/member-info';
import { isAgent, useSession, type StoredSession } from '@/shared/session';
import { useSite } from '@/shared/site/use-site';
import { useUnreadCount } from '@/shared/unread-count';
import { useUnreadAgentNotices } from '../api/get-agent-notices';
import { AGENT_LINKS } from '../constants';
import { useStickyHeader } from '../hooks/use-sticky-header';
import { footerEntries, gridEntries } from '../lib/agent-menu';
import { AgentFooter } from './agent-footer';
import { AgentGrid } from './agent-grid';
import { AgentHeader } from './agent-header';
import { AgentHero } from './agent-hero';
import { TeamToday } from './team-today';
import './agent.css';
import './agent-tools.css';

/**
 * /m/agent, SPEC §2 "Agent home": non-agents go to /m/home (the route's guard does it before the
 * page loads; the page says so again). Greeting, balance, withdraw and deposit, today's team
 * counters, the tools grid and the agent footer, under a header of its own.
 */
export function AgentHomePage() {
  const session = useSession();
  if (!session || !isAgent(session)) return <Navigate to={AGENT_LINKS.home} replace />;
  return <AgentHome session={session} />;
}

function AgentHome({ session }: { session: StoredSession }) {
  const { flags, language, customerServiceUrl } = useSite();
  const { data: info } = useMemberInfo();
  const { data: balance } = useBalance();
  // The hour and day the page opened with (a greeting does not change under the reader's eyes).
  const [now] = useState(() => Date.now());
  const container = useRef<HTMLElement>(null);
  const isSticky = useStickyHeader(container);

  const name = info?.nickname || info?.account || session.userName;
  const input = { flags, type: info?.type ?? session.type, hasServiceLink: !!customerServiceUrl };
  const grid = gridEntries(input);
  const footer = footerEntries(input);
  const unreadMessages = useUnreadCount();
  const unreadNotices = useUnreadAgentNotices(footer.some((entry) => entry.badge === 'notices'));

  return (
    <div className="agent-page">
      <AgentHeader
        isSticky={isSticky}
        balance={balance ? formatMoney(balance.cashMinor, balance.currencySymbol, language) : ''}
      />
      <AgentHero name={name} hour={new Date(now).getHours()} />
      <TeamToday ref={container} now={now} />
      <AgentGrid entries={grid} unread={unreadMessages} />
      <AgentFooter entries={footer} unread={unreadNotices} />
    </div>
  );
}
