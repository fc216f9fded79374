import {
  HOME_PATHS,
  LOTTERY_BET_ROUTE,
  LOTTERY_FAIR_ROUTE,
  REGISTER_ALIASES,
  type AppPath,
} from '@app/contracts/zod-free';
import type { ComponentType } from 'react';
import { HomePage } from '../features/home';
import { NotFoundPage } from './pages/not-found-page';

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
  /**
   * Where the back arrow goes: /m/home, or one page back (home when there is no history), or
   * (a page a launch opens) the page the launch came from, its ?backUrl= (SPEC §2 pageBack).
   */
  back: 'home' | 'history' | 'launch';
  titleKey?: string;
  /** Another title while the address carries `param=value` (the agent record: types=A). */
  queryTitle?: { param: string; value: string; titleKey: string };
  footer: boolean;
  setting?: SettingGate;
  /**
   * A members' route a free-trial account (type 4) may open too. Every other 'login' and
   * 'session' route refuses trial sessions: free_reject for 2 s, then /m/home (SPEC §4, §6).
   */
  trialAllowed?: boolean;
  /**
   * The translations (namespaces beyond the first load's) the page needs to render, loaded with
   * its chunk, and no other (a light first page). Unset: every page's namespace loads with the
   * chunk (a page opened later finds them loaded).
   */
  namespaces?: readonly string[];
};

/** Screens that later issues build: shown in the frame with the no-data placeholder. */
const placeholder = () => import('./pages/placeholder-page');
const maintenancePage = () => import('./pages/maintenance-page');
/** The auth screens: a chunk each (pages/auth-route.tsx). */
const loginPage = () => import('./pages/login-route');
const registerPage = () => import('./pages/register-route');
const forgetPage = () => import('./pages/forget-route');
const trailPage = () => import('./pages/trail-route');
const settingsPage = () =>
  import('../features/account/components/settings-page').then((m) => ({ default: m.SettingsPage }));
const helpPage = () => import('./pages/help-route');
const helpDetailPage = () =>
  import('../features/help').then((m) => ({ default: m.HelpDetailPage }));
const noticePage = () => import('../features/notices').then((m) => ({ default: m.NoticePage }));
const inboxPage = () => import('../features/inbox').then((m) => ({ default: m.InboxPage }));
const messagePage = () => import('../features/inbox').then((m) => ({ default: m.MessagePage }));
const servicePage = () => import('../features/support').then((m) => ({ default: m.ServicePage }));
const chatPage = () => import('../features/chat').then((m) => ({ default: m.ChatPage }));
const agreementPage = () =>
  import('../features/support').then((m) => ({ default: m.UserAgreementPage }));
const feedbackPage = () =>
  import('../features/feedback').then((m) => ({ default: m.FeedbackPage }));
const games = () => import('../features/games');
const gameListPage = () => games().then((m) => ({ default: m.GameListPage }));
const slotsCenterPage = () => games().then((m) => ({ default: m.SlotsCenterPage }));
const gameCenterPage = () => games().then((m) => ({ default: m.GameCenterPage }));
const gameLobbyPage = () => games().then((m) => ({ default: m.GameLobbyPage }));
const launchGamePage = () => games().then((m) => ({ default: m.LaunchGamePage }));
const dicePage = () => import('../features/inhouse').then((m) => ({ default: m.DicePage }));
const slotPage = () => import('../features/inhouse').then((m) => ({ default: m.SlotPage }));
const lottery = () => import('../features/lottery');
const lotteryLobbyPage = () => lottery().then((m) => ({ default: m.LotteryLobbyPage }));
const moreLotteryPage = () => lottery().then((m) => ({ default: m.MoreLotteryPage }));
const startLotteryPage = () => lottery().then((m) => ({ default: m.StartLotteryPage }));
const lotteryBetPage = () => lottery().then((m) => ({ default: m.LotteryBetPage }));
const lotteryFairPage = () => lottery().then((m) => ({ default: m.LotteryFairPage }));
const gameRecordPage = () =>
  import('../features/records').then((m) => ({ default: m.GameRecordPage }));
/** The member centre and the security centre share one lazy chunk. */
const memberPages = () => import('./pages/member-pages');
const minePage = () => memberPages().then((m) => ({ default: m.MineRoute }));
const securityCenterPage = () => memberPages().then((m) => ({ default: m.SecurityCenterRoute }));
const deposit = () => import('../features/deposit');
const voucherCenterPage = () => deposit().then((m) => ({ default: m.VoucherCenterPage }));
const vouReportPage = () => deposit().then((m) => ({ default: m.DepositReportPage }));
/** Withdrawals and their record share one lazy chunk (with the bank-card query they reuse). */
const withdrawPages = () => import('./pages/withdraw-pages');
const withdrawPage = () => withdrawPages().then((m) => ({ default: m.WithdrawRoute }));
const withdrawReportPage = () => withdrawPages().then((m) => ({ default: m.WithdrawReportRoute }));
const responsibleGamingPage = () =>
  import('./pages/responsible-gaming-pages').then((m) => ({ default: m.ResponsibleGamingRoute }));
/** The promotions list and a promotion's page share one lazy chunk. */
const promotions = () => import('../features/promotions');
const activityPage = () => promotions().then((m) => ({ default: m.ActivityPage }));
const activityInfoPage = () => promotions().then((m) => ({ default: m.ActivityInfoPage }));
/** The reward centre and VIP benefits share one lazy chunk. */
const rewards = () => import('../features/rewards');
const rewardCenterPage = () => rewards().then((m) => ({ default: m.RewardCenterPage }));
const vipBenefitsPage = () => rewards().then((m) => ({ default: m.VipBenefitsPage }));
/** Manual rebate and its report share one lazy chunk. */
const rebate = () => import('../features/rebate');
const manualRebatePage = () => rebate().then((m) => ({ default: m.ManualRebatePage }));
const rebateReportPage = () => rebate().then((m) => ({ default: m.RebateReportPage }));
const inviteFriendsPage = () =>
  import('../features/referral').then((m) => ({ default: m.InviteFriendsPage }));
const leaderboardPage = () =>
  import('../features/leaderboard').then((m) => ({ default: m.LeaderboardPage }));
const transactionRecordPage = () =>
  import('../features/transactions').then((m) => ({ default: m.TransactionsPage }));
const profitLossPage = () =>
  import('../features/profit-loss').then((m) => ({ default: m.ProfitLossPage }));
const uplineTransferPage = () =>
  import('../features/transfer').then((m) => ({ default: m.UplineTransferPage }));
const teamOverviewPage = () =>
  import('../features/team-overview').then((m) => ({ default: m.TeamOverviewPage }));
const agentHomePage = () => import('../features/agent').then((m) => ({ default: m.AgentHomePage }));
const teamPage = () => import('../features/team').then((m) => ({ default: m.TeamPage }));
const teamBettingPage = () =>
  import('../features/team-betting').then((m) => ({ default: m.TeamBettingPage }));
const teamPnl = () => import('../features/team-pnl');
const teamPnlPage = () => teamPnl().then((m) => ({ default: m.TeamPnlPage }));
const memberPnlPage = () => teamPnl().then((m) => ({ default: m.MemberPnlPage }));
/** The rebate setup and the team rebate report share one lazy chunk. */
const agentRebates = () => import('../features/agent-rebates');
const agentRebatePage = () => agentRebates().then((m) => ({ default: m.AgentRebatePage }));
const teamRebatePage = () => agentRebates().then((m) => ({ default: m.TeamRebatePage }));
const dividendPage = () =>
  import('../features/agent-dividend').then((m) => ({ default: m.DividendPage }));
/** The register centre (open account, affiliate links) shares one lazy chunk. */
const agentAccounts = () => import('../features/agent-accounts');
const openAccountPage = () => agentAccounts().then((m) => ({ default: m.OpenAccountPage }));
const affiliateLinksPage = () => agentAccounts().then((m) => ({ default: m.AffiliateLinksPage }));
const downlineTransferPage = () =>
  import('../features/downline-transfer').then((m) => ({ default: m.DownlineTransferPage }));
const contractPage =
  (name: 'SalaryContractPage' | 'DividendContractPage' | 'HourContractPage') => () =>
    import('../features/agent-contracts').then((m) => ({ default: m[name] }));
const redRainPage = () =>
  import('../features/red-envelopes').then((m) => ({ default: m.RedRainPage }));
const changePasswordPage = () =>
  import('../features/account/components/change-password-page').then((m) => ({
    default: m.ChangePasswordPage,
  }));

type ShellPath =
  | AppPath
  | (typeof HOME_PATHS)[number]
  | (typeof REGISTER_ALIASES)[number]
  | typeof LOTTERY_BET_ROUTE
  | typeof LOTTERY_FAIR_ROUTE
  // Not in SPEC §2 (nor yet in contracts' APP_PATHS): the in-app live chat (issue 31), the
  // target of a LIVECHAT customer-service link /m/chat.
  | '/m/chat';
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
/** An agent centre screen: agents only, titled by its own name. */
const agentPage = (path: ShellPath, name: string, load: RouteEntry['load']) =>
  page(path, name, { ...agent, ...title(name), load });
const noFooter = { footer: false } as const;
const guestOnly = { guard: 'guest' } as const;
/** The auth screens: often a phone's first page, kept light (only their own translations). */
const authNamespaces = { namespaces: ['auth'] } as const;
/** Game pages (in-house games, lottery betting): a trial account plays with its play money. */
const gamePage = { guard: 'login', trialAllowed: true, footer: false } as const;

/** SPEC §2 as data: the frame reads this table; pages never decide their own chrome. */
export const ROUTES: readonly RouteEntry[] = [
  ...HOME_PATHS.map((path) => page(path, 'home', { header: 'logo', component: HomePage })),
  page('/m/login', 'login', {
    ...guestOnly,
    ...noFrame,
    ...toHome,
    ...authNamespaces,
    load: loginPage,
  }),
  page('/m/register', 'register', {
    ...guestOnly,
    ...noFrame,
    ...toHome,
    ...authNamespaces,
    load: registerPage,
  }),
  ...REGISTER_ALIASES.map((path) =>
    page(path, 'register', {
      ...guestOnly,
      ...noFrame,
      ...toHome,
      ...authNamespaces,
      load: registerPage,
    }),
  ),
  page('/m/forget', 'forget', { ...noFrame, ...toHome, ...authNamespaces, load: forgetPage }),
  page('/m/changePsw', 'changePsw', {
    guard: 'session',
    ...title('changePsw'),
    ...noFooter,
    load: changePasswordPage,
  }),
  page('/m/set', 'set', { guard: 'session', ...title('set'), load: settingsPage }),
  page('/m/mine', 'mine', { header: 'none', load: minePage }),
  page('/m/member/home', 'mine', { header: 'none', load: minePage }),
  page('/m/agent', 'agent', {
    ...agent,
    ...noFrame,
    namespaces: ['agent'],
    load: agentHomePage,
  }),
  agentPage('/m/agentRegister', 'agentRegister', openAccountPage),
  agentPage('/m/agent/affiliate', 'affiliateLinks', affiliateLinksPage),
  page('/m/notice', 'notice', { ...toHome, ...title('notice'), ...noFooter, load: noticePage }),
  page('/m/member/notice', 'memberNotice', { ...member, load: noticePage }),
  page('/m/webEmail', 'message', { ...member, ...title('message'), load: inboxPage }),
  page('/m/message', 'message', { ...member, ...title('message'), load: messagePage }),
  page('/m/moreLottery', 'moreLottery', { ...noFooter, load: moreLotteryPage }),
  page('/m/lottery', 'lottery', { load: lotteryLobbyPage }),
  page('/m/startLottery', 'startLottery', { load: startLotteryPage }),
  // A game's betting page (the launch of a LOTT / ELOTT game opens it): a trial account bets its
  // play money. Its results and their proofs are open to everyone.
  page(LOTTERY_BET_ROUTE, 'lotteryBet', { ...gamePage, back: 'launch', load: lotteryBetPage }),
  page(LOTTERY_FAIR_ROUTE, 'lotteryFair', { load: lotteryFairPage }),
  page('/m/gameLobby', 'gameLobby', { load: gameLobbyPage }),
  page('/m/gameCenter', 'gameCenter', { ...title('gameCenter'), load: gameCenterPage }),
  page('/m/slotsCenter', 'slotsCenter', { ...title('slotsCenter'), load: slotsCenterPage }),
  page('/m/gameList', 'gameList', { load: gameListPage }),
  page('/m/launchGame', 'launchGame', {
    ...member,
    trialAllowed: true,
    ...noFooter,
    load: launchGamePage,
  }),
  page('/m/inhouse/dice', 'inhouseDice', { ...gamePage, ...title('inhouseDice'), load: dicePage }),
  page('/m/inhouse/slot', 'inhouseSlot', { ...gamePage, ...title('inhouseSlot'), load: slotPage }),
  page('/m/activity', 'activity', { ...title('activity'), ...noFooter, load: activityPage }),
  page('/m/activityInfo', 'activityInfo', { ...title('activityInfo'), load: activityInfoPage }),
  page('/m/leaderBoard', 'leaderBoard', { ...title('leaderBoard'), load: leaderboardPage }),
  page('/m/rewardCenter', 'rewardCenter', {
    ...member,
    ...title('rewardCenter'),
    load: rewardCenterPage,
  }),
  page('/m/member/manualRebate', 'manualRebate', {
    ...member,
    ...title('manualRebate'),
    load: manualRebatePage,
  }),
  page('/m/member/rebateReport', 'rebateReport', {
    ...member,
    ...title('rebateReport'),
    load: rebateReportPage,
  }),
  page('/m/voucherCenter', 'voucherCenter', { ...member, load: voucherCenterPage }),
  page('/m/withdraw', 'withdraw', {
    ...member,
    setting: 'withdrawalEnabled',
    ...title('withdraw'),
    load: withdrawPage,
  }),
  page('/m/vouReport', 'vouReport', { ...member, load: vouReportPage }),
  page('/m/withdrawReport', 'withdrawReport', {
    ...member,
    ...title('withdrawReport'),
    load: withdrawReportPage,
  }),
  page('/m/transaction/record', 'transactionRecord', {
    ...member,
    ...title('transactionRecord'),
    queryTitle: { param: 'types', value: 'A', titleKey: 'agentTransactionRecord' },
    load: transactionRecordPage,
  }),
  page('/m/gameRecord', 'gameRecord', {
    ...member,
    trialAllowed: true,
    ...title('gameRecord'),
    load: gameRecordPage,
  }),
  page('/m/profitandloss', 'profitandloss', {
    ...member,
    ...title('profitandloss'),
    load: profitLossPage,
  }),
  page('/m/upLine/transfer', 'uplineTransfer', {
    ...member,
    ...title('uplineTransfer'),
    load: uplineTransferPage,
  }),
  page('/m/securityCenter', 'securityCenter', {
    ...member,
    ...title('securityCenter'),
    load: securityCenterPage,
  }),
  // Like settings, a stored session or home: a break signs out here, and lands on home.
  page('/m/responsibleGaming', 'responsibleGaming', {
    guard: 'session',
    ...title('responsibleGaming'),
    load: responsibleGamingPage,
  }),
  page('/m/member/benefits', 'benefits', {
    ...member,
    ...title('benefits'),
    setting: 'vipBenefitDisplay',
    load: vipBenefitsPage,
  }),
  page('/m/help', 'help', { header: 'logo', load: helpPage }),
  page('/m/helpDetail', 'helpDetail', { load: helpDetailPage }),
  page('/m/feedback', 'feedback', { ...member, load: feedbackPage }),
  page('/m/inviteFriends', 'inviteFriends', {
    ...member,
    ...title('inviteFriends'),
    load: inviteFriendsPage,
  }),
  page('/m/trail', 'trail', { ...toHome, ...title('trail'), ...noFooter, load: trailPage }),
  page('/m/service', 'service', { ...noFooter, load: servicePage }),
  page('/m/chat', 'chat', {
    ...member,
    ...title('chat'),
    ...noFooter,
    namespaces: ['support'],
    load: chatPage,
  }),
  page('/m/useragreement', 'useragreement', { ...noFooter, load: agreementPage }),
  page('/m/maintenance', 'maintenance', { ...noFrame, load: maintenancePage }),
  agentPage('/m/agent/team/overview', 'teamOverview', teamOverviewPage),
  agentPage('/m/member/team', 'team', teamPage),
  agentPage('/m/redRain', 'redRain', redRainPage),
  agentPage('/m/agent/transfer', 'agentTransfer', downlineTransferPage),
  agentPage('/m/agent/team/pnl', 'teamPnl', teamPnlPage),
  agentPage('/m/agent/member/pnl', 'memberPnl', memberPnlPage),
  agentPage('/m/teamBetting', 'teamBetting', teamBettingPage),
  agentPage('/m/member/agent/agentRebeat', 'agentRebate', agentRebatePage),
  agentPage('/m/member/teamRebate', 'teamRebate', teamRebatePage),
  agentPage('/m/member/agent/agentDivident', 'dividend', dividendPage),
  agentPage(
    '/m/member/agent/getSalaryContract',
    'salaryContract',
    contractPage('SalaryContractPage'),
  ),
  agentPage(
    '/m/member/agent/getDevidendContract',
    'dividendContract',
    contractPage('DividendContractPage'),
  ),
  agentPage('/m/member/agent/getHourContract', 'hourContract', contractPage('HourContractPage')),
];

/** Unknown paths: back header to home, no footer. */
export const NOT_FOUND: RouteEntry = {
  path: '*',
  name: 'notFound',
  load: () => Promise.resolve({ default: NotFoundPage }),
  component: NotFoundPage,
  guard: 'public',
  header: 'back',
  back: 'home',
  footer: false,
};
