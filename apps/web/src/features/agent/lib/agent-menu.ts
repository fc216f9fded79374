import { EXEMPT_TYPES } from '@app/contracts/zod-free';
import { AGENT_LINKS } from '../constants';

/** The icon each entry draws (components/agent-icons.tsx). */
export type AgentIconName =
  | 'overview'
  | 'record'
  | 'team'
  | 'redRain'
  | 'pnl'
  | 'betting'
  | 'rebateSetup'
  | 'teamRebate'
  | 'security'
  | 'messages'
  | 'online'
  | 'service'
  | 'home'
  | 'openAccount'
  | 'dividend'
  | 'notice';

/** One entry of the grid or the footer: its i18n key (agent namespace), where it leads, icon. */
export type MenuEntry = {
  key: string;
  icon: AgentIconName;
  /** A route of the site; absent for the online service (the service link opens instead). */
  to?: string;
  /** The unread badge (messages, announcements). */
  badge?: 'messages' | 'notices';
};

export type MenuInput = {
  /** The merchant's flattened white-label flags (a child is off when AGECEN is). */
  flags: Readonly<Record<string, boolean>>;
  /** The agent's member type: exempt agents (41, 42) have no dividend. */
  type: number;
  /** Whether the site has an online service link. */
  hasServiceLink: boolean;
};

/** The agent menu node of the white-label tree (AGENTS.md "The agent menu"). */
export const AGENT_MENU_NODE = 'AGECEN';
/** The inbox module: no inbox, no messages entry. */
const INBOX_MODULE = 'INBOX3';

/**
 * SPEC §2 Agent home's grid, in the spec's order, each by its menu key (AGENTS.md): team overview
 * AGEPAG, transaction record TRANSREC3, team management DOWNMAN, red envelope rain
 * AGENTRANSMULTDOWN3, team P&L AGETEAMPNL3, team betting TEAMBETTING3, agent rebate setup GAMSER,
 * team rebate AGEREBINC3. Security centre, messages (INBOX3) and the online service (when the site
 * has its link) have no key of their own in the menu: they show while the menu (AGECEN) is on.
 * Customer service always shows.
 */
export function gridEntries({ flags, hasServiceLink }: MenuInput): MenuEntry[] {
  const on = (key: string) => flags[key] === true;
  const menu = on(AGENT_MENU_NODE);
  const rows: [boolean, MenuEntry][] = [
    [on('AGEPAG'), { key: 'overview', icon: 'overview', to: AGENT_LINKS.overview }],
    [menu && on('TRANSREC3'), { key: 'record', icon: 'record', to: AGENT_LINKS.record }],
    [on('DOWNMAN'), { key: 'team', icon: 'team', to: AGENT_LINKS.team }],
    [on('AGENTRANSMULTDOWN3'), { key: 'red_rain', icon: 'redRain', to: AGENT_LINKS.redRain }],
    [on('AGETEAMPNL3'), { key: 'pnl', icon: 'pnl', to: AGENT_LINKS.pnl }],
    [on('TEAMBETTING3'), { key: 'betting', icon: 'betting', to: AGENT_LINKS.betting }],
    [on('GAMSER'), { key: 'rebate_setup', icon: 'rebateSetup', to: AGENT_LINKS.rebateSetup }],
    [on('AGEREBINC3'), { key: 'team_rebate', icon: 'teamRebate', to: AGENT_LINKS.teamRebate }],
    [menu, { key: 'security', icon: 'security', to: AGENT_LINKS.security }],
    [
      menu && on(INBOX_MODULE),
      { key: 'messages', icon: 'messages', to: AGENT_LINKS.messages, badge: 'messages' },
    ],
    [menu && hasServiceLink, { key: 'online', icon: 'online' }],
    [true, { key: 'service', icon: 'service', to: AGENT_LINKS.service }],
  ];
  return rows.filter(([shown]) => shown).map(([, entry]) => entry);
}

/**
 * SPEC §2 Agent home's footer: home (the agent's, this page); open account (REGCEN); dividend
 * only when the dividend is shown (DIVIDEND on, and the agent not an exempt type: 41 and 42 have
 * no dividend); the agent announcements (NOTICE) with their unread count.
 */
export function footerEntries({ flags, type }: MenuInput): MenuEntry[] {
  const on = (key: string) => flags[key] === true;
  const rows: [boolean, MenuEntry][] = [
    [true, { key: 'home', icon: 'home', to: AGENT_LINKS.agentHome }],
    [on('REGCEN'), { key: 'open_account', icon: 'openAccount', to: AGENT_LINKS.openAccount }],
    [
      on('DIVIDEND') && !EXEMPT_TYPES.includes(type),
      { key: 'dividend', icon: 'dividend', to: AGENT_LINKS.dividend },
    ],
    [on('NOTICE'), { key: 'notices', icon: 'notice', to: AGENT_LINKS.notices, badge: 'notices' }],
  ];
  return rows.filter(([shown]) => shown).map(([, entry]) => entry);
}
