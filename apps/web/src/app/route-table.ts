import { HOME_PATHS, REGISTER_ALIASES, type AppPath } from '@app/contracts/zod-free';
import type { ComponentType } from 'react';
import { HomePage } from '../features/home';

export type PageModule = { default: ComponentType };
export type HeaderKind = 'logo' | 'back' | 'none';
/**
 * Who may open the page: everyone; members (guests go to /m/login); a stored session (else
 * /m/home, SPEC "Change password" and "Settings"); agents (guests to login, members to home).
 */
export type Guard = 'public' | 'login' | 'session' | 'agent';
/** A merchant setting that must be on for the route to exist (else home). */
export type SettingGate = 'withdrawalEnabled' | 'vipBenefitDisplay';

export type RouteEntry = {
  path: string;
  /** Lazy page module. */
  load: () => Promise<PageModule>;
  /** A page bundled with the frame instead (home only: the first paint needs it). */
  component?: ComponentType;
  guard: Guard;
  header: HeaderKind;
  /** Where the back arrow goes: /m/home, or one page back (home when there is no history). */
  back: 'home' | 'history';
  titleKey?: string;
  footer: boolean;
  setting?: SettingGate;
  /**
   * A members' route a free-trial account (type 4) may open too. Every other 'login' and
   * 'session' route refuses trial sessions: free_reject for 2 s, then /m/home (SPEC §4, §6).
   */
  trialAllowed?: boolean;
};

/** Screens that later issues build: shown in the frame with the no-data placeholder. */
const placeholder = () => import('./pages/placeholder-page');
const maintenancePage = () => import('./pages/maintenance-page');
/** The auth screens share one lazy chunk; each needs its own stable loader (LazyPage caches by it). */
const authPages = () => import('./pages/auth-pages');
const loginPage = () => authPages().then((m) => ({ default: m.LoginRoute }));
const registerPage = () => authPages().then((m) => ({ default: m.RegisterRoute }));
const forgetPage = () => authPages().then((m) => ({ default: m.ForgetRoute }));
const settingsPage = () =>
  import('../features/account/components/settings-page').then((m) => ({ default: m.SettingsPage }));
const changePasswordPage = () =>
  import('../features/account/components/change-password-page').then((m) => ({
    default: m.ChangePasswordPage,
  }));

type Options = Partial<Omit<RouteEntry, 'path'>>;
type ShellPath = AppPath | (typeof HOME_PATHS)[number] | (typeof REGISTER_ALIASES)[number];
const page = (path: ShellPath, options: Options = {}): RouteEntry => ({
  path,
  load: placeholder,
  guard: 'public',
  header: 'back',
  back: 'history',
  footer: true,
  ...options,
});

const noFrame = { header: 'none', footer: false } as const;
const toHome = { back: 'home' } as const;
const title = (titleKey: string) => ({ titleKey });
const member = { guard: 'login' } as const;
const agent = { guard: 'agent' } as const;
const noFooter = { footer: false } as const;

/** SPEC §2 as data: the frame reads this table; pages never decide their own chrome. */
export const ROUTES: readonly RouteEntry[] = [
  ...HOME_PATHS.map((path) => page(path, { header: 'logo', component: HomePage })),
  page('/m/login', { ...noFrame, ...toHome, load: loginPage }),
  page('/m/register', { ...noFrame, ...toHome, load: registerPage }),
  ...REGISTER_ALIASES.map((path) => page(path, { ...noFrame, ...toHome, load: registerPage })),
  page('/m/forget', { ...noFrame, ...toHome, load: forgetPage }),
  page('/m/changePsw', {
    guard: 'session',
    ...title('changePsw'),
    ...noFooter,
    load: changePasswordPage,
  }),
  page('/m/set', { guard: 'session', ...title('set'), load: settingsPage }),
  page('/m/mine', { header: 'none' }),
  page('/m/member/home', { header: 'none' }),
  page('/m/agent', { ...agent, ...noFrame }),
  page('/m/agentRegister', agent),
  page('/m/notice', { ...toHome, ...title('notice'), ...noFooter }),
  page('/m/member/notice', member),
  page('/m/webEmail', member),
  page('/m/message', { ...member, ...title('message') }),
  page('/m/moreLottery', noFooter),
  page('/m/lottery'),
  page('/m/startLottery'),
  page('/m/gameLobby'),
  page('/m/gameCenter', title('gameCenter')),
  page('/m/slotsCenter', title('slotsCenter')),
  page('/m/gameList'),
  page('/m/launchGame', { ...member, trialAllowed: true, ...noFooter }),
  page('/m/activity', { ...title('activity'), ...noFooter }),
  page('/m/activityInfo'),
  page('/m/leaderBoard'),
  page('/m/rewardCenter', member),
  page('/m/member/manualRebate', member),
  page('/m/member/rebateReport', member),
  page('/m/voucherCenter', member),
  page('/m/withdraw', { ...member, setting: 'withdrawalEnabled' }),
  page('/m/vouReport', member),
  page('/m/withdrawReport', member),
  page('/m/transaction/record', member),
  page('/m/gameRecord', member),
  page('/m/profitandloss', member),
  page('/m/upLine/transfer', member),
  page('/m/securityCenter', member),
  page('/m/member/benefits', { ...member, setting: 'vipBenefitDisplay' }),
  page('/m/help', { header: 'logo' }),
  page('/m/helpDetail'),
  page('/m/feedback', member),
  page('/m/inviteFriends', member),
  page('/m/trail', { ...toHome, ...title('trail'), ...noFooter }),
  page('/m/service', noFooter),
  page('/m/useragreement', noFooter),
  page('/m/maintenance', { ...noFrame, load: maintenancePage }),
  page('/m/agent/team/overview', agent),
  page('/m/member/team', agent),
  page('/m/redRain', agent),
  page('/m/agent/team/pnl', agent),
  page('/m/teamBetting', agent),
  page('/m/member/agent/agentRebeat', agent),
  page('/m/member/teamRebate', agent),
  page('/m/member/agent/agentDivident', agent),
  page('/m/member/agent/getSalaryContract', agent),
  page('/m/member/agent/getDevidendContract', agent),
  page('/m/member/agent/getHourContract', agent),
];
