import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

describe('page frame', () => {
  it('shows the logo, login, register, menu and the footer with the deposit tag on home', async () => {
    fakeServer(siteHandlers());
    await renderApp('/m/home');
    expect(await screen.findByRole('link', { name: 'Home ng Perlas Play' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mag-log in' })).toHaveAttribute('href', '/m/login');
    expect(await screen.findByRole('link', { name: 'Magrehistro' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(await screen.findByTestId('deposit-tag')).toHaveTextContent('₱258');
    expect(await screen.findByRole('heading', { name: 'Jackpot ngayon' })).toBeInTheDocument();
  });

  it('hides register when DIRECTREG3 is off', async () => {
    fakeServer(siteHandlers({ flags: { DIRECTREG3: false } }));
    await renderApp('/');
    expect(await screen.findByRole('link', { name: 'Mag-log in' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('deposit-tag')).toHaveTextContent('₱258'));
    expect(screen.queryByRole('link', { name: 'Magrehistro' })).not.toBeInTheDocument();
  });

  it('hides header and footer on the login page', async () => {
    fakeServer(siteHandlers());
    await renderApp('/m/login');
    // The auth screens' chunk is transformed on first import: slow on a busy machine.
    await screen.findByRole('heading', { name: 'Mag-log in' }, { timeout: 5000 });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByTestId('deposit-tag')).not.toBeInTheDocument();
  });

  it('shows a back arrow and the title on titled pages', async () => {
    fakeServer(siteHandlers());
    await renderApp('/m/gameCenter');
    expect(await screen.findByRole('button', { name: 'Bumalik' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Game center' })).toBeInTheDocument();
  });

  it('goes home from the notice page back arrow', async () => {
    fakeServer(siteHandlers());
    const { router } = await renderApp('/m/notice');
    await userEvent.click(await screen.findByRole('button', { name: 'Bumalik' }));
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('goes home when there is no page to go back to', async () => {
    fakeServer(siteHandlers());
    const { router } = await renderApp('/m/leaderBoard');
    await userEvent.click(await screen.findByRole('button', { name: 'Bumalik' }));
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('sends a guest to the login page from a members-only route', async () => {
    fakeServer(siteHandlers());
    const { router } = await renderApp('/m/voucherCenter');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
  });

  it('sends a guest home from change password, which needs a stored session', async () => {
    fakeServer(siteHandlers());
    const { router } = await renderApp('/m/changePsw');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('lets a member in and shows their name instead of login', async () => {
    fakeServer(siteHandlers());
    const { router } = await renderApp('/m/voucherCenter', { session: memberSession() });
    expect(await screen.findByText('juan')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/m/voucherCenter');
    expect(screen.queryByRole('link', { name: 'Mag-log in' })).not.toBeInTheDocument();
  });

  it('sends a member who is not an agent home from the agent page', async () => {
    fakeServer(siteHandlers());
    const { router } = await renderApp('/m/agent', { session: memberSession({ type: 0 }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('refuses a free-trial account on members-only pages: free_reject, then home', async () => {
    fakeServer(siteHandlers());
    const trial = memberSession({ type: 4, merchantCode: 'DEMOTRIAL' });
    const { router } = await renderApp('/m/voucherCenter', { session: trial });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(
      await screen.findByText(
        'Mangyaring mag-log in sa tunay na account para magamit ang function na ito',
      ),
    ).toBeInTheDocument();
  });

  it('refuses a free-trial account on session pages such as settings', async () => {
    fakeServer(siteHandlers());
    const trial = memberSession({ type: 4, merchantCode: 'DEMOTRIAL' });
    const { router } = await renderApp('/m/set', { session: trial });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('lets a free-trial account launch a game', async () => {
    const server = fakeServer({
      ...siteHandlers(),
      '/wps/game/launchGame': { gameUrl: '/m/inhouse/dice' },
    });
    const trial = memberSession({ type: 4, merchantCode: 'DEMOTRIAL' });
    const { router } = await renderApp('/m/launchGame?playType=trad&prize_mode=ELOTT&code=lobby', {
      session: trial,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/inhouse/dice'));
    const launch = server.requests.find((r) => r.url.pathname === '/wps/game/launchGame');
    expect(Object.fromEntries(launch?.url.searchParams ?? [])).toMatchObject({
      vendor: 'ELOTT',
      launchMode: 'LOTT',
      lottoPrizeMode: 'ELOTT',
      lottoView: 'lobby',
    });
  });

  it('closes withdraw when the merchant has withdrawal off', async () => {
    fakeServer(siteHandlers({ settings: { withdrawalEnabled: false } }));
    const { router } = await renderApp('/m/withdraw', { session: memberSession() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('switches language from the menu at once and remembers it', async () => {
    fakeServer(siteHandlers());
    await renderApp('/m/home');
    // antd-mobile popups ignore pointer events while they animate in.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('button', { name: /Wika/ }));
    const list = await screen.findByRole('listbox');
    await user.click(within(list).getByRole('option', { name: /English/ }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Jackpot now' })).toBeInTheDocument();
    expect(window.localStorage.getItem('language')).toBe('EN');
    expect(document.documentElement.lang).toBe('en');
  });

  it('says one thing on an unknown path, not found, and offers the way home', async () => {
    fakeServer(siteHandlers());
    const { router } = await renderApp('/m/nowhere');
    expect(
      await screen.findByRole('heading', { name: 'Walang ganitong pahina' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Walang data')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Bumalik sa home' }));
    expect(router.state.location.pathname).toBe('/m/home');
  });
});
