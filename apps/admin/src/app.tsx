import { ThemedLayout, useNotificationProvider } from '@refinedev/antd';
import { Authenticated, Refine } from '@refinedev/core';
import routerProvider, { CatchAllNavigate, NavigateToResource } from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider, Spin } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router';
import { AppHeader } from '@/layout/header';
import { AppTitle } from '@/layout/title';
import { accessControlProvider, authProvider } from '@/providers/auth-provider';
import { dataProvider } from '@/providers/data-provider';
import { createI18nProvider, translate } from '@/providers/i18n-provider';
import { antdLocale } from '@/shared/antd-locale';
import { currentLanguage } from '@/shared/language';

// Each page loads when first opened: the first load holds the frame and the sign-in only.
const LoginPage = lazy(() => import('@/pages/login').then((m) => ({ default: m.LoginPage })));
const DashboardPage = lazy(() =>
  import('@/resources/dashboard/page').then((m) => ({ default: m.DashboardPage })),
);
const DepositList = lazy(() =>
  import('@/resources/deposits/list').then((m) => ({ default: m.DepositList })),
);
const WithdrawalList = lazy(() =>
  import('@/resources/withdrawals/list').then((m) => ({ default: m.WithdrawalList })),
);
const AuditList = lazy(() =>
  import('@/resources/audit/list').then((m) => ({ default: m.AuditList })),
);
const StaffList = lazy(() =>
  import('@/resources/staff/list').then((m) => ({ default: m.StaffList })),
);
const MemberList = lazy(() =>
  import('@/resources/members/list').then((m) => ({ default: m.MemberList })),
);
const MemberDetail = lazy(() =>
  import('@/resources/members/detail').then((m) => ({ default: m.MemberDetail })),
);
const AdjustmentList = lazy(() =>
  import('@/resources/adjustments/list').then((m) => ({ default: m.AdjustmentList })),
);
const ClaimList = lazy(() =>
  import('@/resources/claims/list').then((m) => ({ default: m.ClaimList })),
);
const FeedbackList = lazy(() =>
  import('@/resources/feedback/list').then((m) => ({ default: m.FeedbackList })),
);
const ReportsPage = lazy(() =>
  import('@/resources/reports/page').then((m) => ({ default: m.ReportsPage })),
);
const SettingsPage = lazy(() =>
  import('@/resources/settings/page').then((m) => ({ default: m.SettingsPage })),
);
const SitePage = lazy(() => import('@/resources/site/page').then((m) => ({ default: m.SitePage })));
const PayoutsPage = lazy(() =>
  import('@/resources/payouts/page').then((m) => ({ default: m.PayoutsPage })),
);
const AgentsPage = lazy(() =>
  import('@/resources/agents/page').then((m) => ({ default: m.AgentsPage })),
);
const GamesPage = lazy(() =>
  import('@/resources/games/page').then((m) => ({ default: m.GamesPage })),
);
const ContentPage = lazy(() =>
  import('@/resources/content/page').then((m) => ({ default: m.ContentPage })),
);
const InboxPage = lazy(() =>
  import('@/resources/inbox/page').then((m) => ({ default: m.InboxPage })),
);
const LotteryPage = lazy(() =>
  import('@/resources/lottery/page').then((m) => ({ default: m.LotteryPage })),
);
const PromotionList = lazy(() =>
  import('@/resources/promotions/list').then((m) => ({ default: m.PromotionList })),
);
const AccountPage = lazy(() =>
  import('@/resources/account/page').then((m) => ({ default: m.AccountPage })),
);

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
