/** SPEC §2 route list: where the agent home's entries lead. */
export const AGENT_LINKS = {
  home: '/m/home',
  login: '/m/login',
  agentHome: '/m/agent',
  withdraw: '/m/withdraw',
  deposit: '/m/voucherCenter',
  overview: '/m/agent/team/overview',
  record: '/m/transaction/record?types=A',
  team: '/m/member/team',
  redRain: '/m/redRain',
  pnl: '/m/agent/team/pnl',
  betting: '/m/teamBetting',
  rebateSetup: '/m/member/agent/agentRebeat',
  teamRebate: '/m/member/teamRebate',
  security: '/m/securityCenter',
  messages: '/m/webEmail',
  service: '/m/service',
  openAccount: '/m/agentRegister',
  dividend: '/m/member/agent/agentDivident',
  notices: '/m/member/notice?types=A',
} as const;

/** SPEC §2: the header sticks once the page's content reaches this far from the top (px). */
export const STICKY_AT_PX = 100;
/** The counters are asked again at most this often while the page is open (ms). */
export const COUNTERS_STALE_MS = 30_000;
/** …and again every minute while it stays open. */
export const COUNTERS_REFRESH_MS = 60_000;
