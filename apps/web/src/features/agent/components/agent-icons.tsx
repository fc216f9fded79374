import type { ReactNode } from 'react';
import { Icon } from '@/shared/ui/icons';
import type { AgentIconName } from '../lib/agent-menu';

/** The agent home's line icons, drawn here in the shared 24×24 frame (UI.md: no outside assets). */
const PATHS: Record<AgentIconName, ReactNode> = {
  overview: (
    <>
      <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
      <path d="M4 7l6-3 6 6 5-4" />
    </>
  ),
  record: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </>
  ),
  team: (
    <>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
      <circle cx="17" cy="9" r="2.4" />
      <path d="M16.5 14.2c2.6.2 4.5 2.6 4.5 5.8" />
    </>
  ),
  redRain: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M5 8.5c2.2 2 4.5 3 7 3s4.8-1 7-3" />
      <circle cx="12" cy="11.5" r="2" fill="currentColor" />
    </>
  ),
  pnl: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M14.8 8.6c-.6-.9-1.6-1.4-2.8-1.4-1.6 0-2.8.9-2.8 2.2 0 3 5.8 1.6 5.8 4.6 0 1.3-1.3 2.3-3 2.3-1.3 0-2.4-.6-3-1.5M12 5.5v1.7M12 16.3V18" />
    </>
  ),
  betting: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <circle cx="8" cy="8" r="1.3" fill="currentColor" />
      <circle cx="16" cy="8" r="1.3" fill="currentColor" />
      <circle cx="12" cy="12" r="1.3" fill="currentColor" />
      <circle cx="8" cy="16" r="1.3" fill="currentColor" />
      <circle cx="16" cy="16" r="1.3" fill="currentColor" />
    </>
  ),
  rebateSetup: (
    <>
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </>
  ),
  teamRebate: (
    <>
      <path d="M20 12a8 8 0 1 1-2.3-5.7" />
      <path d="M20 4v4h-4" />
      <path d="M9 15l6-6M9.5 9.5h0M14.5 14.5h0" strokeWidth={2.6} />
    </>
  ),
  security: (
    <>
      <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z" />
      <path d="M9 12l2 2 4-4" />
    </>
  ),
  messages: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5L12 13l8.5-6.5" />
    </>
  ),
  online: (
    <>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 10.5h0M12 10.5h0M16 10.5h0" strokeWidth={2.6} />
    </>
  ),
  service: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="14" width="4" height="6" rx="1.5" />
      <rect x="17" y="14" width="4" height="6" rx="1.5" />
      <path d="M19 20c0 1-1.5 2-4 2h-2" />
    </>
  ),
  home: (
    <>
      <path d="M3 11l9-7 9 7" />
      <path d="M5 10v10h5v-6h4v6h5V10" />
    </>
  ),
  openAccount: (
    <>
      <circle cx="10" cy="8" r="3.5" />
      <path d="M3 20c0-3.6 3.1-6.5 7-6.5 1.4 0 2.7.4 3.8 1M18 14v6M15 17h6" />
    </>
  ),
  dividend: (
    <>
      <path d="M12 3v9h9a9 9 0 1 1-9-9z" />
      <path d="M15 3.5A9 9 0 0 1 20.5 9H15z" />
    </>
  ),
  notice: (
    <>
      <path d="M4 10v4h3l6 4V6L7 10z" />
      <path d="M17 9a4 4 0 0 1 0 6M19.5 6.5a7.5 7.5 0 0 1 0 11" />
    </>
  ),
};

export function AgentIcon({ name }: { name: AgentIconName }) {
  return <Icon>{PATHS[name]}</Icon>;
}
