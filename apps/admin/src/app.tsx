import { ThemedLayout, useNotificationProvider } from '@refinedev/antd';
import { Authenticated, Refine } from '@refinedev/core';
import routerProvider, { CatchAllNavigate, NavigateToResource } from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider, Spin } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router';
import { AppHeader } from '@/layout/header';
import { AppTitle } from '@/layout/title';
import { accessControlProvider, authProvider } from '@/providers/auth-provider';
import { dataProvider } from '@/providers/data-provider';
import { createI18nProvider, translate } from '@/providers/i18n-provider';
import { antdLocale } from '@/shared/antd-locale';
import { currentLanguage } from '@/shared/language';
import { lazyPage } from '@/shared/lazy-page';

// Each page loads when first opened: the first load holds the frame and the sign-in only.
const LoginPage = lazyPage(() => import('@/pages/login'), 'LoginPage');
const DashboardPage = lazyPage(() => import('@/resources/dashboard/page'), 'DashboardPage');
const DepositList = lazyPage(() => import('@/resources/deposits/list'), 'DepositList');
const WithdrawalList = lazyPage(() => import('@/resources/withdrawals/list'), 'WithdrawalList');
const AuditList = lazyPage(() => import('@/resources/audit/list'), 'AuditList');
const StaffList = lazyPage(() => import('@/resources/staff/list'), 'StaffList');
const MemberList = lazyPage(() => import('@/resources/members/list'), 'MemberList');
const MemberDetail = lazyPage(() => import('@/resources/members/detail'), 'MemberDetail');
const AdjustmentList = lazyPage(() => import('@/resources/adjustments/list'), 'AdjustmentList');
const ClaimList = lazyPage(() => import('@/resources/claims/list'), 'ClaimList');
const FeedbackList = lazyPage(() => import('@/resources/feedback/list'), 'FeedbackList');
const ReportsPage = lazyPage(() => import('@/resources/reports/page'), 'ReportsPage');
const SettingsPage = lazyPage(() => import('@/resources/settings/page'), 'SettingsPage');
const SitePage = lazyPage(() => import('@/resources/site/page'), 'SitePage');
const PayoutsPage = lazyPage(() => import('@/resources/payouts/page'), 'PayoutsPage');
const AgentsPage = lazyPage(() => import('@/resources/agents/page'), 'AgentsPage');
const GamesPage = lazyPage(() => import('@/resources/games/page'), 'GamesPage');
const ContentPage = lazyPage(() => import('@/resources/content/page'), 'ContentPage');
const InboxPage = lazyPage(() => import('@/resources/inbox/page'), 'InboxPage');
const LiveChatPage = lazyPage(() => import('@/resources/chat/page'), 'LiveChatPage');
const LotteryPage = lazyPage(() => import('@/resources/lottery/page'), 'LotteryPage');
const PromotionList = lazyPage(() => import('@/resources/promotions/list'), 'PromotionList');
const AccountPage = lazyPage(() => import('@/resources/account/page'), 'AccountPage');

/** Where the server serves the console (vite.config.ts `base`). */
export const BASENAME = '/admin';

/** A quiet, dense look for desktop work. */
const THEME = { token: { colorPrimary: '#1f4e8c', borderRadius: 6 } };

export function App() {
  const [language, setLanguage] = useState(currentLanguage);
  const i18nProvider = useMemo(() => createI18nProvider(setLanguage), []);
  const t = (key: string) => translate(language, key);
  // The menu in groups: a parent without a page opens as a sub-menu of the resources naming it.
  const group = (name: string, label: string) => ({ name, meta: { label: t(label) } });
  const under = (parent: string, name: string, label: string, more: object = {}) => ({
    name,
    list: `/${name}`,
    ...more,
    meta: { label: t(label), parent },
  });
  const resources = [
    { name: 'dashboard', list: '/dashboard', meta: { label: t('menu.dashboard') } },
    group('money', 'menu.money'),
    under('money', 'deposits', 'menu.deposits'),
    under('money', 'withdrawals', 'menu.withdrawals'),
    under('money', 'adjustments', 'menu.adjustments'),
    under('money', 'claims', 'menu.claims'),
    group('players', 'menu.players'),
    under('players', 'members', 'menu.members', { show: '/members/:id' }),
    under('players', 'feedback', 'menu.feedback'),
    under('players', 'inbox', 'inbox.menu'),
    under('players', 'chat', 'chat.menu'),
    group('agent-centre', 'menu.agentsGroup'),
    under('agent-centre', 'agents', 'agents.menu'),
    under('agent-centre', 'payouts', 'payouts.menu'),
    group('site-games', 'menu.siteGroup'),
    under('site-games', 'site', 'site.menu'),
    under('site-games', 'content', 'content.menu'),
    under('site-games', 'games', 'games.menu'),
    under('site-games', 'lottery', 'lottery.menu'),
    under('site-games', 'promotions', 'promotions.menu'),
    group('administration', 'menu.admin'),
    under('administration', 'reports', 'menu.reports'),
    under('administration', 'audit', 'menu.audit'),
    under('administration', 'staff', 'menu.staff'),
    under('administration', 'settings', 'menu.settings'),
    { name: 'account', list: '/account', meta: { label: t('menu.account') } },
  ];

  return (
    <BrowserRouter basename={BASENAME}>
      <ConfigProvider theme={THEME} locale={antdLocale(language)}>
        <AntdApp>
          <Refine
            key={language}
            routerProvider={routerProvider}
            dataProvider={dataProvider}
            authProvider={authProvider}
            accessControlProvider={accessControlProvider}
            i18nProvider={i18nProvider}
            notificationProvider={useNotificationProvider}
            resources={resources}
            options={{
              disableTelemetry: true,
              syncWithLocation: false,
              title: { text: t('app.title') },
            }}
          >
            <Routes>
              <Route
                element={
                  <Authenticated key="console" fallback={<CatchAllNavigate to="/login" />}>
                    <ThemedLayout Header={AppHeader} Title={AppTitle}>
                      <Suspense fallback={<Spin style={{ display: 'block', margin: 48 }} />}>
                        <Outlet />
                      </Suspense>
                    </ThemedLayout>
                  </Authenticated>
                }
              >
                <Route index element={<NavigateToResource resource="dashboard" />} />
                <Route path="/dashboard" element={<DashboardPage />} />
                <Route path="/deposits" element={<DepositList />} />
                <Route path="/withdrawals" element={<WithdrawalList />} />
                <Route path="/members" element={<MemberList />} />
                <Route path="/members/:id" element={<MemberDetail />} />
                <Route path="/adjustments" element={<AdjustmentList />} />
                <Route path="/claims" element={<ClaimList />} />
                <Route path="/feedback" element={<FeedbackList />} />
                <Route path="/reports" element={<ReportsPage />} />
                <Route path="/audit" element={<AuditList />} />
                <Route path="/staff" element={<StaffList />} />
                <Route path="/settings" element={<SettingsPage />} />
                <Route path="/site" element={<SitePage />} />
                <Route path="/site/channels" element={<SitePage />} />
                <Route path="/agents" element={<AgentsPage />} />
                <Route path="/payouts" element={<PayoutsPage />} />
                <Route path="/games" element={<GamesPage />} />
                <Route path="/lottery" element={<LotteryPage />} />
                <Route path="/content" element={<ContentPage />} />
                <Route path="/inbox" element={<InboxPage />} />
                <Route path="/chat" element={<LiveChatPage />} />
                <Route path="/promotions" element={<PromotionList />} />
                <Route path="/account" element={<AccountPage />} />
                <Route path="*" element={<NavigateToResource resource="dashboard" />} />
              </Route>
              <Route
                element={
                  <Authenticated key="sign-in" fallback={<Outlet />}>
                    <NavigateToResource resource="dashboard" />
                  </Authenticated>
                }
              >
                <Route
                  path="/login"
                  element={
                    <Suspense fallback={null}>
                      <LoginPage />
                    </Suspense>
                  }
                />
              </Route>
            </Routes>
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}
