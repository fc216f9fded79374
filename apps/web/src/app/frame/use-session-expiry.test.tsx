import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

const signedOut = () => ({
  status: 401,
  body: { success: false, code: 'user.or.token.invalid', message: 'logged out' },
});

describe('an answer that ends the session (SPEC §8)', () => {
  it('clears the session, says in_logged_login and goes to login', async () => {
    fakeServer({
      ...siteHandlers(),
      '/wps/member/info': memberInfoFixture(),
      '/wps/wallets/balance': signedOut,
    });
    const { router } = await renderApp('/m/leaderBoard', { session: memberSession() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(window.localStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(
      await screen.findByText('Hindi ka pa naka-log in, mangyaring mag-log in muna'),
    ).toBeInTheDocument();
    // The login page's chunk has arrived: nothing renders after the test has ended.
    await screen.findByRole('button', { name: 'Mag-log in' }, { timeout: 5000 });
  });

  it('lands on login even from a page that needs a stored session', async () => {
    fakeServer({
      ...siteHandlers(),
      '/wps/member/info': signedOut,
      '/wps/wallets/balance': signedOut,
    });
    const { router } = await renderApp('/m/set', { session: memberSession() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/m/login');
    await screen.findByRole('button', { name: 'Mag-log in' }, { timeout: 5000 });
  });

  it('leaves a guest where they are when a public call fails', async () => {
    fakeServer({ ...siteHandlers(), '/wps/wallets/balance': signedOut });
    const { router } = await renderApp('/m/trail');
    await screen.findByRole('banner');
    expect(router.state.location.pathname).toBe('/m/trail');
    await screen.findByText('Subukan nang libre, walang rehistro', {}, { timeout: 5000 });
  });
});
