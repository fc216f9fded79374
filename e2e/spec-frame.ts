import { APP_PATHS, HOME_PATHS, REGISTER_ALIASES } from '@app/contracts';

/**
 * SPEC §2's frame rules written out independently of the web's route table, so the end-to-end
 * test checks the product against the spec rather than against itself.
 */
export const ALL_PATHS = [...HOME_PATHS, ...REGISTER_ALIASES, ...APP_PATHS];

const REGISTER = ['/m/register', ...REGISTER_ALIASES];
/** Header on every route except login, register, forget, mine and agent (and their kin). */
export const NO_HEADER = [
  '/m/login',
  ...REGISTER,
  '/m/forget',
  '/m/mine',
  '/m/member/home',
  '/m/agent',
  '/m/maintenance',
];
export const LOGO_HEADER = [...HOME_PATHS, '/m/help'];
export const NO_FOOTER = [
  '/m/login',
  ...REGISTER,
  '/m/trail',
  '/m/launchGame',
  // The in-house games (issue 9) play full height, as a launched game does.
  '/m/inhouse/dice',
  '/m/inhouse/slot',
  '/m/changePsw',
  '/m/notice',
  '/m/activity',
  '/m/forget',
  '/m/service',
  '/m/moreLottery',
  '/m/useragreement',
  '/m/maintenance',
  '/m/agent',
];

/** Where a guest ends up: members-only pages go to login, session pages home, agent pages login. */
const TO_LOGIN = [
  '/m/member/notice',
  '/m/webEmail',
  '/m/message',
  '/m/launchGame',
  '/m/inhouse/dice',
  '/m/inhouse/slot',
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
  '/m/member/benefits',
  '/m/feedback',
  // The live chat (issue 31): a member's thread.
  '/m/chat',
  '/m/inviteFriends',
  '/m/agent',
  '/m/agentRegister',
  '/m/agent/team/overview',
  '/m/agent/affiliate',
  '/m/agent/transfer',
  '/m/agent/member/pnl',
  '/m/member/team',
  '/m/redRain',
  '/m/agent/team/pnl',
  '/m/teamBetting',
  '/m/member/agent/agentRebeat',
  '/m/member/teamRebate',
  '/m/member/agent/agentDivident',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
];
// The site's own responsible-gaming page (not in SPEC) is a settings page: a session, else home.
const TO_HOME = ['/m/changePsw', '/m/set', '/m/responsibleGaming'];

/** Routes that open another page in their place (SPEC §2: /m/startLottery opens the lobby). */
const REDIRECTS: Record<string, string> = { '/m/startLottery': '/m/lottery' };

export function guestLandsOn(path: string): string {
  if (REDIRECTS[path]) return REDIRECTS[path];
  if (TO_LOGIN.includes(path)) return '/m/login';
  if (TO_HOME.includes(path)) return '/m/home';
  return path;
}
