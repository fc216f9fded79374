import { HOME_PATHS, REGISTER_ALIASES, type AppPath } from '@app/contracts/zod-free';
import type { ComponentType } from 'react';
import { HomePage } from '../features/home';

export type PageModule = { default: ComponentType };
export type HeaderKind = 'logo' | 'back' | 'none';
/**
 * Who may open the page: everyone; members (guests go to /m/login); a stored session (else
 * /m/home, SPEC "Change password" and "Settings"); agents (guests to login, members to home);
 * guests (a signed-in member opening login or register goes to /m/home; a free-trial account may
 * still log in to, or register, a real one).
 */
export type Guard = 'public' | 'login' | 'session' | 'agent' | 'guest';
/** A merchant setting that must be on for the route to exist (else home). */
export type SettingGate = 'withdrawalEnabled' | 'vipBenefitDisplay';

export type RouteEntry = {
  path: string;
  /**
   * The page's name in the tab title ("Mag-log in · Perlas Play"): a key under frame's `page`.
   * Home's tab shows the site name alone.
   */
  name: string;
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
const helpPage = () => import('../features/help').then((m) => ({ default: m.HelpPage }));
const helpDetailPage = () =>
  import('../features/help').then((m) => ({ default: m.HelpDetailPage }));
const noticePage = () => import('../features/notices').then((m) => ({ default: m.NoticePage }));
const inboxPage = () => import('../features/inbox').then((m) => ({ default: m.InboxPage }));
const messagePage = () => import('../features/inbox').then((m) => ({ default: m.MessagePage }));
const servicePage = () => import('../features/support').then((m) => ({ default: m.ServicePage }));
const agreementPage = () =>
  import('../features/support').then((m) => ({ default: m.UserAgreementPage }));
const feedbackPage = () =>
  import('../features/feedback').then((m) => ({ default: m.FeedbackPage }));
const changePasswordPage = () =>
  import('../features/account/components/change-password-page').then((m) => ({
    default: m.ChangePasswordPage,
  }));

type ShellPath = AppPath | (typeof HOME_PATHS)[number] | (typeof REGISTER_ALIASES)[number];
type Options = Partial<Omit<RouteEntry, 'path' | 'name'>>;
const page = (path: ShellPath, name: string, options: Options = {}): RouteEntry => ({
  path,
  name,
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
const guestOnly = { guard: 'guest' } as const;

/** SPEC §2 as data: the frame reads this table; pages never decide their own chrome. */
export const ROUTES: readonly RouteEntry[] = [
  ...HOME_PATHS.map((path) => page(path, 'home', { header: 'logo', component: HomePage })),
  page('/m/login', 'login', { ...guestOnly, ...noFrame, ...toHome, load: loginPage }),
  page('/m/register', 'register', { ...guestOnly, ...noFrame, ...toHome, load: registerPage }),
  ...REGISTER_ALIASES.map((path) =>
    page(path, 'register', { ...guestOnly, ...noFrame, ...toHome, load: registerPage }),
  ),
  page('/m/forget', 'forget', { ...noFrame, ...toHome, load: forgetPage }),
  page('/m/changePsw', 'changePsw', {
    guard: 'session',
    ...title('changePsw'),
    ...noFooter,
    load: changePasswordPage,
  }),
  page('/m/set', 'set', { guard: 'session', ...title('set'), load: settingsPage }),
  page('/m/mine', 'mine', { header: 'none' }),
  page('/m/member/home', 'mine', { header: 'none' }),
  page('/m/agent', 'agent', { ...agent, ...noFrame }),
  page('/m/agentRegister', 'agentRegister', agent),
  page('/m/notice', 'notice', { ...toHome, ...title('notice'), ...noFooter, load: noticePage }),
  page('/m/member/notice', 'memberNotice', { ...member, load: noticePage }),
  page('/m/webEmail', 'message', { ...member, ...title('message'), load: inboxPage }),
  page('/m/message', 'message', { ...member, ...title('message'), load: messagePage }),
  page('/m/moreLottery', 'moreLottery', noFooter),
  page('/m/lottery', 'lottery'),
  page('/m/startLottery', 'startLottery'),
  page('/m/gameLobby', 'gameLobby'),
  page('/m/gameCenter', 'gameCenter', title('gameCenter')),
  page('/m/slotsCenter', 'slotsCenter', title('slotsCenter')),
  page('/m/gameList', 'gameList'),
  page('/m/launchGame', 'launchGame', { ...member, trialAllowed: true, ...noFooter }),
  page('/m/activity', 'activity', { ...title('activity'), ...noFooter }),
  page('/m/activityInfo', 'activityInfo'),
  page('/m/leaderBoard', 'leaderBoard'),
  page('/m/rewardCenter', 'rewardCenter', member),
  page('/m/member/manualRebate', 'manualRebate', member),
  page('/m/member/rebateReport', 'rebateReport', member),
  page('/m/voucherCenter', 'voucherCenter', member),
  page('/m/withdraw', 'withdraw', { ...member, setting: 'withdrawalEnabled' }),
  page('/m/vouReport', 'vouReport', member),
  page('/m/withdrawReport', 'withdrawReport', member),
  page('/m/transaction/record', 'transactionRecord', member),
  page('/m/gameRecord', 'gameRecord', member),
  page('/m/profitandloss', 'profitandloss', member),
  page('/m/upLine/transfer', 'uplineTransfer', member),
  page('/m/securityCenter', 'securityCenter', member),
  page('/m/member/benefits', 'benefits', { ...member, setting: 'vipBenefitDisplay' }),
  page('/m/help', 'help', { header: 'logo', load: helpPage }),
  page('/m/helpDetail', 'helpDetail', { load: helpDetailPage }),
  page('/m/feedback', 'feedback', { ...member, load: feedbackPage }),
  page('/m/inviteFriends', 'inviteFriends', member),
  page('/m/trail', 'trail', { ...toHome, ...title('trail'), ...noFooter }),
  page('/m/service', 'service', { ...noFooter, load: servicePage }),
  page('/m/useragreement', 'useragreement', { ...noFooter, load: agreementPage }),
  page('/m/maintenance', 'maintenance', { ...noFrame, load: maintenancePage }),
  page('/m/agent/team/overview', 'teamOverview', agent),
  page('/m/member/team', 'team', agent),
  page('/m/redRain', 'redRain', agent),
  page('/m/agent/team/pnl', 'teamPnl', agent),
  page('/m/teamBetting', 'teamBetting', agent),
  page('/m/member/agent/agentRebeat', 'agentRebate', agent),
  page('/m/member/teamRebate', 'teamRebate', agent),
  page('/m/member/agent/agentDivident', 'dividend', agent),
  page('/m/member/agent/getSalaryContract', 'salaryContract', agent),
  page('/m/member/agent/getDevidendContract', 'dividendContract', agent),
  page('/m/member/agent/getHourContract', 'hourContract', agent),
];
