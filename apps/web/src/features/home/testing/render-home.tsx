import type { Announcements, ConsolidatedSettings } from '@app/contracts/zod-free';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { changeLanguage, initI18n } from '@/shared/i18n';
import { createQueryClient } from '@/shared/query-client';
import { sessionStore, type StoredSession } from '@/shared/session';
import { settingsQueryOptions } from '@/shared/site/get-settings';
import { fakeServer, settingsFixture, siteHandlers } from '@/testing/fake-server';
import { createTestRouter } from '@/testing/test-router';

type Options = {
  session?: StoredSession;
  language?: 'TY' | 'EN';
  settings?: Partial<ConsolidatedSettings>;
  /** Fake timers from the first render on (autoplay, jackpot); waitFor/findBy do not work then. */
  fakeTimers?: boolean;
  /** More fake-server answers by path, beside the site's start-up reads. */
  handlers?: Record<string, unknown>;
};

/**
 * Renders a piece of the home page with translations (home namespace loaded), a query cache that
 * already holds the site settings, and a memory router whose location the test can read.
 */
export async function renderHome(ui: ReactNode, options: Options = {}) {
  const server = fakeServer({
    ...siteHandlers({ settings: options.settings }),
    ...options.handlers,
  });
  const i18n = await initI18n();
  await changeLanguage(options.language ?? 'TY');
  await i18n.loadNamespaces('home');
  if (options.session) sessionStore.set(options.session);
  else sessionStore.clear();
  const queryClient = createQueryClient();
  queryClient.setQueryData(settingsQueryOptions().queryKey, settingsFixture(options.settings));
  const { router, element } = createTestRouter(ui, ['/m/home']);
  if (options.fakeTimers) vi.useFakeTimers();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{element}</QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient, server };
}

type Banner = Announcements['banners'][number];
type HotMatch = Announcements['hot'][number];

export function bannerFixture(patch: Partial<Banner> = {}): Banner {
  return {
    id: 1,
    groupName: 'm_home',
    url: '/media/banners/welcome-ty.svg',
    title: 'Bonus sa unang deposito',
    linkageType: null,
    linkage: '',
    vendor: '',
    roomId: '',
    nodeId: '',
    gameType: '',
    ...patch,
  };
}

export function hotMatchFixture(patch: Partial<HotMatch> = {}): HotMatch {
  return {
    id: 1,
    // 24 November, 19:05 in the test's time zone.
    // 11:05 UTC: 19:05 in Manila, the site's clock.
    matchTime: Date.UTC(2025, 10, 24, 11, 5),
    league: 'PBA Commissioner’s Cup',
    homeTeam: 'Manila Kings',
    awayTeam: 'Cebu Sharks',
    homeTeamImageUrl: '/media/teams/manila-kings.svg',
    awayTeamImageUrl: '/media/teams/cebu-sharks.svg',
    vendor: 'SABA',
    roomId: 'pba-101',
    nodeId: '',
    ...patch,
  };
}

/** The home answer with nothing in it but what a test puts there. */
export function contentFixture(patch: Partial<Announcements> = {}): Announcements {
  return { banners: [], player: [], agent: [], popup: [], promotion: [], hot: [], ...patch };
}
