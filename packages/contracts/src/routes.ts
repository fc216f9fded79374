/**
 * Every route of SPEC §2. The server answers these with the app shell (200); the web's route table
 * gives each its page, frame and guard. Kept here so the two sides cannot drift apart.
 */
export const HOME_PATHS = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'] as const;
export const REGISTER_ALIASES = ['/register.html', '/m/register.html'] as const;

export const APP_PATHS = [
  '/m/login',
  '/m/register',
  '/m/forget',
  '/m/changePsw',
  '/m/set',
  '/m/mine',
  '/m/member/home',
  '/m/agent',
  '/m/agentRegister',
  // Not in SPEC §2: an agent's affiliate links (SPEC §7 affiliate rows, GET /wps/agent/affiliate).
  '/m/agent/affiliate',
  '/m/notice',
  '/m/member/notice',
  '/m/webEmail',
  '/m/message',
  '/m/moreLottery',
  '/m/lottery',
  '/m/startLottery',
  '/m/gameLobby',
  '/m/gameCenter',
  '/m/slotsCenter',
  '/m/gameList',
  '/m/launchGame',
  '/m/inhouse/dice',
  '/m/inhouse/slot',
  '/m/activity',
  '/m/activityInfo',
  '/m/leaderBoard',
  '/m/rewardCenter',
  '/m/member/manualRebate',
  '/m/member/rebateReport',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/vouReport',
  '/m/withdrawReport',
  '/m/transaction/record',
  '/m/gameRecord',
  '/m/profitandloss',
  '/m/upLine/transfer',
  '/m/securityCenter',
  // Not in SPEC §2: the member's own limits and breaks (issue 11), opened from the security centre.
  '/m/responsibleGaming',
  '/m/member/benefits',
  '/m/help',
  '/m/helpDetail',
  '/m/feedback',
  '/m/inviteFriends',
  '/m/trail',
  '/m/service',
  '/m/chat',
  '/m/useragreement',
  '/m/maintenance',
  '/m/agent/team/overview',
  '/m/member/team',
  '/m/redRain',
  // Not in SPEC §2: an agent's transfer to one downline (?to=<memberId>), from the team list.
  '/m/agent/transfer',
  '/m/agent/team/pnl',
  // Not in SPEC §2: one downline's profit and loss (ODSFE2_TeamMemPNL, ?id=), from the team lists.
  '/m/agent/member/pnl',
  '/m/teamBetting',
  '/m/member/agent/agentRebeat',
  '/m/member/teamRebate',
  '/m/member/agent/agentDivident',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
] as const;

export type AppPath = (typeof APP_PATHS)[number];

/**
 * Pages drawn without the frame's header and footer (the web's route table says so too, and a
 * test keeps the two equal): the server paints their app shell bare, with the brand alone.
 */
export const FRAMELESS_PATHS: readonly string[] = [
  '/m/login',
  '/m/register',
  ...REGISTER_ALIASES,
  '/m/forget',
  '/m/agent',
  '/m/maintenance',
];

/** All paths that load the app shell. */
export const SHELL_PATHS: readonly string[] = [...HOME_PATHS, ...REGISTER_ALIASES, ...APP_PATHS];

/** A lottery game's betting page, which the launch of a LOTT / ELOTT game opens. */
export const LOTTERY_BET_ROUTE = '/m/lottery/bet/:gameCode';
/** A lottery game's drawn results with their proofs and how to check them: open to everyone. */
export const LOTTERY_FAIR_ROUTE = '/m/lottery/fair/:gameCode';
/** Routes with a parameter that load the app shell (a pattern each, in the router's syntax). */
export const SHELL_PATTERNS: readonly string[] = [LOTTERY_BET_ROUTE, LOTTERY_FAIR_ROUTE];

/** API prefixes: anything under them is JSON, never the app shell. */
export const API_PREFIXES = ['/wps/', '/lgw/', '/operator/'] as const;
export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1));
}
