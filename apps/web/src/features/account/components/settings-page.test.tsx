import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

const handlers = () => ({
  ...siteHandlers(),
  '/wps/member/info': memberInfoFixture(),
  '/wps/wallets/balance': balanceFixture(),
  '/wps/session/logout': null,
});

describe('settings (/m/set)', () => {
  it('shows the title, the change password item and sign out', async () => {
    fakeServer(handlers());
    await renderApp('/m/set', { session: memberSession() });
    expect(await screen.findByRole('heading', { name: 'Mga Setting' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Palitan ang password' })).toHaveAttribute(
      'href',
      '/m/changePsw',
    );
    expect(screen.getByRole('button', { name: 'Mag-log out' })).toBeEnabled();
  });

  it('signs out: logout call, session and session storage cleared, autoLogin 0, home', async () => {
    const server = fakeServer(handlers());
    window.sessionStorage.setItem('trialName', 'trial1');
    window.sessionStorage.setItem('NOTICE_POP', '1');
    window.localStorage.setItem('autoLogin', '1');
    const { router } = await renderApp('/m/set', { session: memberSession() });
    await userEvent.click(await screen.findByRole('button', { name: 'Mag-log out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    const logout = server.requests.find((r) => r.url.pathname === '/wps/session/logout');
    expect(logout?.init?.method).toBe('DELETE');
    expect((logout?.init?.headers as Record<string, string>).Authorization).toBe('test-token');
    expect(window.localStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.getItem('autoLogin')).toBe('0');
    expect(await screen.findByRole('link', { name: 'Mag-log in' })).toBeInTheDocument();
  });

  it('still signs out here when the server already ended the session', async () => {
    fakeServer({
      ...handlers(),
      '/wps/session/logout': () => ({
        status: 401,
        body: { success: false, code: 'user.or.token.invalid', message: 'logged out' },
      }),
    });
    const { router } = await renderApp('/m/set', { session: memberSession() });
    await userEvent.click(await screen.findByRole('button', { name: 'Mag-log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/m/home');
    expect(window.localStorage.getItem('MC_SESSION_INFO')).toBeNull();
  });

  it('sends a guest home', async () => {
    fakeServer(handlers());
    const { router } = await renderApp('/m/set');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });
});
