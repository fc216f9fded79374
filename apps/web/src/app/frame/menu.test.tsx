import { screen, waitFor, within } from '@testing-library/react';
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
// antd-mobile popups ignore pointer events while they animate in.
const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const menu = async () => {
  await user().click(await screen.findByRole('button', { name: 'Menu' }));
  // The footer tab bar is a navigation named Menu too; the side menu is the other one. Its popup
  // code may still be on its way on the first opening.
  return waitFor(() => {
    const navs = screen.getAllByRole('navigation', { name: 'Menu' });
    const panel = navs.find((nav) => !nav.classList.contains('app-footer'));
    if (!panel) throw new Error('the side menu did not open');
    return panel;
  });
};

// antd-mobile's toasts and dialogs live outside the rendered tree: close them between tests and
// let them animate out, so the next test does not find the last one's dialog.
describe('menu (SPEC §2)', () => {
  it('keeps the guest menu without balance or sign-out entries', async () => {
    fakeServer(siteHandlers());
    await renderApp('/m/home');
    const nav = await menu();
    expect(within(nav).getByRole('button', { name: /Magdeposito/ })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: /balanse/ })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: /Mag-log out/ })).not.toBeInTheDocument();
  });

  it('leads a member to settings and to change password', async () => {
    fakeServer(handlers());
    const { router } = await renderApp('/m/leaderBoard', { session: memberSession() });
    await user().click(within(await menu()).getByRole('button', { name: /Mga Setting/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/set'));
    await user().click(within(await menu()).getByRole('button', { name: /Palitan ang password/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/changePsw'));
  });

  it('offers settings and change password to neither a guest nor a free-trial account', async () => {
    fakeServer(handlers());
    const first = await renderApp('/m/home');
    const guestMenu = await menu();
    expect(within(guestMenu).queryByRole('button', { name: /Mga Setting/ })).toBeNull();
    expect(within(guestMenu).queryByRole('button', { name: /password/ })).toBeNull();
    first.unmount();

    await renderApp('/m/home', { session: memberSession({ type: 4, merchantCode: 'DEMOTRIAL' }) });
    const trialMenu = await menu();
    expect(within(trialMenu).getByRole('button', { name: /Mag-log out/ })).toBeInTheDocument();
    expect(within(trialMenu).queryByRole('button', { name: /Mga Setting/ })).toBeNull();
    expect(within(trialMenu).queryByRole('button', { name: /password/ })).toBeNull();
  });

  it('hides and shows the balance from the menu', async () => {
    fakeServer(handlers());
    await renderApp('/m/home', { session: memberSession() });
    const amount = await screen.findByTestId('balance-amount');
    await waitFor(() => expect(amount).toHaveTextContent('₱10,000.00'));
    await user().click(within(await menu()).getByRole('button', { name: /Itago ang balanse/ }));
    await waitFor(() => expect(amount).toHaveTextContent('₱******'));
    await user().click(within(await menu()).getByRole('button', { name: /Ipakita ang balanse/ }));
    await waitFor(() => expect(amount).toHaveTextContent('₱10,000.00'));
  });

  it('refreshes the balance from the menu', async () => {
    let sumBalance = 10000;
    fakeServer({
      ...handlers(),
      '/wps/wallets/balance': () => ({
        body: { success: true, value: balanceFixture({ sumBalance }) },
      }),
    });
    await renderApp('/m/home', { session: memberSession() });
    const amount = await screen.findByTestId('balance-amount');
    await waitFor(() => expect(amount).toHaveTextContent('₱10,000.00'));
    sumBalance = 12.5;
    await user().click(within(await menu()).getByRole('button', { name: /I-refresh ang balanse/ }));
    await waitFor(() => expect(amount).toHaveTextContent('₱12.50'));
  });

  it('signs out after a confirmation: logout with the token, auto-login cleared, home', async () => {
    const server = fakeServer(handlers());
    window.sessionStorage.setItem('trialName', 'trial1');
    window.sessionStorage.setItem('NOTICE_POP', '1');
    window.localStorage.setItem('autoLogin', '1');
    const { router } = await renderApp('/m/leaderBoard', { session: memberSession() });
    await user().click(within(await menu()).getByRole('button', { name: /Mag-log out/ }));

    const question = await screen.findByText('Sigurado ka bang gusto mong mag-log out?');
    const dialog = question.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error('the question is not in a dialog');
    expect(server.requests.some((r) => r.url.pathname === '/wps/session/logout')).toBe(false);
    await user().click(within(dialog).getByRole('button', { name: 'Mag-log out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    const logout = server.requests.find((r) => r.url.pathname === '/wps/session/logout');
    expect(logout?.init?.method).toBe('DELETE');
    expect((logout?.init?.headers as Record<string, string>).Authorization).toBe('test-token');
    expect(window.localStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(window.localStorage.getItem('autoLogin')).toBeNull();
    // SPEC §4: the header's sign-out leaves session storage alone (unlike the settings page's).
    expect(window.sessionStorage.getItem('NOTICE_POP')).toBe('1');
    expect(await screen.findByRole('link', { name: 'Mag-log in' })).toBeInTheDocument();
  });

  it('stays signed in when the confirmation is cancelled', async () => {
    const server = fakeServer(handlers());
    const { router } = await renderApp('/m/leaderBoard', { session: memberSession() });
    await user().click(within(await menu()).getByRole('button', { name: /Mag-log out/ }));
    const question = await screen.findByText('Sigurado ka bang gusto mong mag-log out?');
    const dialog = question.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error('the question is not in a dialog');
    await user().click(within(dialog).getByRole('button', { name: 'Kanselahin' }));
    // The dialog animates out; on a busy machine that takes a while.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(server.requests.some((r) => r.url.pathname === '/wps/session/logout')).toBe(false);
    expect(window.localStorage.getItem('MC_SESSION_INFO')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/m/leaderBoard');
  });
});
