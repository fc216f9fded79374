import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

const SESSION = '/wps/member/responsibleGaming/session';
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

/** A session that began `minutes` ago (less a little), with a reminder every 30 minutes. */
function serve(realityCheckMinutes: number | null, sinceMs: number) {
  return fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture(),
    '/wps/session/logout': null,
    [SESSION]: () => ({
      body: {
        success: true,
        value: {
          startedAt: Date.now() - sinceMs,
          realityCheckMinutes,
          bets: 150_000,
          net: -42_550,
        },
      },
    }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reality check reminder', () => {
  it('tells the time logged in, the bets and the net result when the interval is up, and can log out', async () => {
    // Due 400 ms after the page opens.
    const server = serve(30, 30 * 60_000 - 400);
    const { router } = await renderApp('/m/leaderBoard', { session: memberSession() });
    const text = await screen.findByText(
      /30 min ka nang naka-log in\. Mula noon, tumaya ka ng ₱1,500\.00, at ang iyong netong resulta ay −₱425\.50\./,
      {},
      { timeout: 4000 },
    );
    const dialog = text.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error('the reminder is not a dialog');
    await user().click(within(dialog).getByRole('button', { name: 'Mag-log out' }));
    await waitFor(() =>
      expect(server.requests.some((r) => r.url.pathname === '/wps/session/logout')).toBe(true),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('stays quiet when the member has no reality check, and for a free-trial account asks nothing', async () => {
    serve(null, 30 * 60_000 - 200);
    await renderApp('/m/leaderBoard', { session: memberSession() });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(screen.queryByRole('dialog')).toBeNull();

    vi.unstubAllGlobals();
    const server = serve(30, 30 * 60_000 - 200);
    await renderApp('/m/home', { session: memberSession({ type: 4 }) });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(server.requests.some((r) => r.url.pathname === SESSION)).toBe(false);
  });
});
