import { FRAMELESS_PATHS, SHELL_PATHS, SHELL_PATTERNS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import enFrame from '../locales/en/frame.json';
import tyFrame from '../locales/ty/frame.json';
import { ROUTES } from './route-table';

const byPath = (path: string) => {
  const entry = ROUTES.find((route) => route.path === path);
  if (!entry) throw new Error(`no route ${path}`);
  return entry;
};

describe('route table (SPEC §2)', () => {
  it('has one entry for every route of the spec and every page the server serves by pattern', () => {
    expect(ROUTES.map((route) => route.path).sort()).toEqual(
      [...SHELL_PATHS, ...SHELL_PATTERNS].sort(),
    );
  });

  it('draws without header and footer exactly the pages whose app shell the server paints bare', () => {
    const frameless = ROUTES.filter((route) => route.header === 'none' && !route.footer);
    expect(frameless.map((route) => route.path).sort()).toEqual([...FRAMELESS_PATHS].sort());
  });

  it('shows no header on login, register, forget, mine and agent', () => {
    const bare = ROUTES.filter((route) => route.header === 'none').map((route) => route.path);
    for (const path of ['/m/login', '/m/register', '/m/forget', '/m/mine', '/m/agent']) {
      expect(bare).toContain(path);
    }
  });

  it('shows the logo on home and help and a back arrow elsewhere', () => {
    const logo = ROUTES.filter((route) => route.header === 'logo').map((route) => route.path);
    expect(logo.sort()).toEqual([
      '/',
      '/m',
      '/m/',
      '/m/help',
      '/m/home',
      '/m/index',
      '/m/index.html',
    ]);
    expect(byPath('/m/lottery').header).toBe('back');
  });

  it('lets a free-trial account open only the games and their records among members-only routes', () => {
    const trialOpen = ROUTES.filter((route) => route.trialAllowed).map((route) => route.path);
    expect(trialOpen).toEqual([
      '/m/lottery/bet/:gameCode',
      '/m/launchGame',
      '/m/inhouse/dice',
      '/m/inhouse/slot',
      '/m/gameRecord',
    ]);
    expect(byPath('/m/launchGame').guard).toBe('login');
  });

  it('hides the footer exactly where the spec says', () => {
    const hidden = [
      '/m/login',
      '/m/register',
      '/m/trail',
      '/m/launchGame',
      '/m/inhouse/dice',
      '/m/inhouse/slot',
      '/m/lottery/bet/:gameCode',
      '/m/changePsw',
      '/m/notice',
      '/m/activity',
      '/m/forget',
      '/m/service',
      '/m/chat',
      '/m/moreLottery',
      '/m/useragreement',
      '/m/maintenance',
      '/m/agent',
      '/register.html',
      '/m/register.html',
    ];
    const withoutFooter = ROUTES.filter((route) => !route.footer).map((route) => route.path);
    expect(withoutFooter.sort()).toEqual(hidden.sort());
  });

  it('sends back to home from login, register, trail, notice and forget', () => {
    for (const path of ['/m/login', '/m/register', '/m/trail', '/m/notice', '/m/forget']) {
      expect(byPath(path).back).toBe('home');
    }
    expect(byPath('/m/lottery').back).toBe('history');
  });

  it('titles activity, trial, changePsw, notice, gameCenter, slotsCenter, message and set', () => {
    const titled = new Set(ROUTES.filter((route) => route.titleKey).map((route) => route.titleKey));
    // The inbox (/m/webEmail) and one message (/m/message) share the messages title.
    expect(byPath('/m/webEmail').titleKey).toBe('message');
    expect([...titled].sort()).toEqual(
      [
        'activity',
        'trail',
        'changePsw',
        'notice',
        'gameCenter',
        'slotsCenter',
        'message',
        'set',
        'securityCenter',
        'inhouseDice',
        'inhouseSlot',
        'gameRecord',
        'withdraw',
        'withdrawReport',
        'transactionRecord',
        'responsibleGaming',
        'profitandloss',
        'uplineTransfer',
        'redRain',
        'agentTransfer',
        'manualRebate',
        'rebateReport',
        'leaderBoard',
        'activityInfo',
        'rewardCenter',
        'benefits',
        'inviteFriends',
        'teamOverview',
        'teamPnl',
        'team',
        'teamBetting',
        'memberPnl',
        'agentRegister',
        'affiliateLinks',
        'salaryContract',
        'dividendContract',
        'hourContract',
        'agentRebate',
        'teamRebate',
        'dividend',
        'chat',
      ].sort(),
    );
  });

  it('keeps withdraw behind the withdrawal setting and benefits behind VIP display', () => {
    expect(byPath('/m/withdraw').setting).toBe('withdrawalEnabled');
    expect(byPath('/m/member/benefits').setting).toBe('vipBenefitDisplay');
  });

  it('names every route for the tab title, in both languages', () => {
    for (const route of ROUTES) {
      expect(enFrame.page, route.path).toHaveProperty(route.name);
      expect(tyFrame.page, route.path).toHaveProperty(route.name);
    }
    expect(Object.keys(enFrame.page).sort()).toEqual(Object.keys(tyFrame.page).sort());
    expect(byPath('/m/login').name).toBe('login');
    expect(tyFrame.page.login).toBe('Mag-log in');
  });

  it('has the header title of every titled route in both languages', () => {
    for (const { path, titleKey } of ROUTES) {
      if (!titleKey) continue;
      expect(enFrame.title, path).toHaveProperty(titleKey);
      expect(tyFrame.title, path).toHaveProperty(titleKey);
    }
  });

  it('keeps login and register (and its aliases) for guests', () => {
    const guestOnly = ROUTES.filter((route) => route.guard === 'guest').map((route) => route.path);
    expect(guestOnly.sort()).toEqual(
      ['/m/login', '/m/register', '/register.html', '/m/register.html'].sort(),
    );
  });
});
