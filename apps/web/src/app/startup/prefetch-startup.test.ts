import { HOME_ANNOUNCEMENTS_PATH } from '@app/contracts/zod-free';
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/shared/i18n';
import { createQueryClient } from '@/shared/query-client';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { prefetchStartup } from './prefetch-startup';

const asked = (server: ReturnType<typeof fakeServer>) =>
  server.requests.map((request) => request.url.pathname).sort();

beforeEach(async () => {
  await initI18n();
});

describe('start-up requests, before React renders', () => {
  it('asks for the status, settings and flags on every page', async () => {
    const server = fakeServer(siteHandlers());
    prefetchStartup(createQueryClient(), '/m/login');
    await waitFor(() =>
      expect(asked(server)).toEqual([
        '/wps/system/settings/consolidated',
        '/wps/system/status',
        '/wps/system/whitelabel',
      ]),
    );
  });

  it.each(['/', '/m/home'])(
    'on home (%s) asks for its content with them: its banner is the largest paint',
    async (path) => {
      const server = fakeServer(siteHandlers());
      prefetchStartup(createQueryClient(), path);
      await waitFor(() => expect(asked(server)).toContain(HOME_ANNOUNCEMENTS_PATH));
      expect(server.requests).toHaveLength(4);
    },
  );
});
