import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { authHandlers, fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';
import { memberClubFixture } from '@/testing/rewards-fixtures';

type Options = Parameters<typeof siteHandlers>[0];

function serve(options: Options = {}, info = memberInfoFixture(), unread = 0) {
  return fakeServer({
    ...siteHandlers(options),
    '/wps/member/info': info,
    '/wps/wallets/balance': balanceFixture(),
    '/wps/relay/CSP_unreadCount': unread,
  });
}

const listLabels = async () => {
  const list = await screen.findByRole('list', { name: 'Iba pa' });
  await waitFor(() => expect(within(list).getAllByRole('link').length).toBeGreaterThan(1));
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

describe('member centre (/m/mine, /m/member/home)', () => {
  it('shows a guest the login and register buttons and only help and feedback by default rules', async () => {
    serve();
    await renderApp('/m/mine');
    expect(await screen.findByRole('link', { name: 'Mag-log in' })).toHaveAttribute(
      'href',
      '/m/login',
    );
    expect(screen.getByRole('link', { name: 'Magrehistro' })).toHaveAttribute(
      'href',
      '/m/register',
    );
    const labels = await listLabels();
    expect(labels).not.toContain('Agency center');
    expect(labels).not.toContain('Transfer sa upline');
    expect(labels.slice(-2)).toEqual(['Help center', 'Puna']);
  });

  it('shows the member’s VIP level from the member club', async () => {
    fakeServer({
      ...siteHandlers(),
      '/wps/member/info': memberInfoFixture(),
      '/wps/wallets/balance': balanceFixture(),
      '/wps/relay/CSP_unreadCount': 0,
      '/wps/relay/MCS2_getMemberClubBenefit': memberClubFixture({ level: 3 }),
    });
    await renderApp('/m/mine', { session: memberSession() });
    expect(await screen.findByText('VIP 3')).toBeVisible();
  });

  it('lists the items of the flags that are on, in the spec order, at /m/member/home too', async () => {
    serve({}, memberInfoFixture({ type: 0, toUpline: true }));
    await renderApp('/m/member/home', { session: memberSession() });
    // The upline item shows once the member's info has answered; the order is read after that.
    await screen.findByRole('link', { name: 'Transfer sa upline' });
    expect(await listLabels()).toEqual([
      'Record ng deposit',
      'Record ng withdrawal',
      'Record ng account',
      'Record ng taya',
      'Kita at lugi',
      'Transfer sa upline',
      'Reward center',
      'Manwal na rebate',
      'Aking rebate',
      'Balita',
      'Help center',
      'Puna',
    ]);
  });

  it('hides each item whose flag is off, and help and feedback stay', async () => {
    const off = [
      'DEPRECM3',
      'WITHREC3',
      'TRANSREC3',
      'TRANSBETREPMEM3',
      'PERSREP',
      'AGETRANSFERUP3',
      'REWCEN3',
      'MANPLAYREB3',
      'PLYRBT',
      'MAILCEN',
    ];
    serve({ flags: Object.fromEntries(off.map((flag) => [flag, false])) });
    await renderApp('/m/mine', { session: memberSession() });
    await screen.findByText('juan');
    expect(await listLabels()).toEqual(['Help center', 'Puna']);
  });

  it('shows the agency centre to agents; no upline transfer for type 2 or without toUpline', async () => {
    serve({}, memberInfoFixture({ type: 2, toUpline: true }));
    await renderApp('/m/mine', { session: memberSession({ type: 2 }) });
    await waitFor(async () => expect(await listLabels()).toContain('Agency center'));
    expect(await listLabels()).not.toContain('Transfer sa upline');
  });

  it('leaves out the withdraw tile and report when withdrawal is off', async () => {
    serve({ settings: { withdrawalEnabled: false } });
    await renderApp('/m/mine', { session: memberSession() });
    const labels = await listLabels();
    expect(labels).not.toContain('Record ng withdrawal');
    const tiles = screen.getByRole('navigation', { name: 'Mga shortcut' });
    expect(within(tiles).queryByText('Mag-withdraw')).toBeNull();
    expect(within(tiles).getByText('Security center')).toBeInTheDocument();
  });

  it('follows the mem_cen template switch', async () => {
    serve({
      settings: {
        mobileTemplate: {
          app_background: '',
          app_desc: '',
          app_desc_font_color: '',
          mem_cen: '0',
          dep_func: '1',
        },
      },
    });
    const { container } = await renderApp('/m/mine', { session: memberSession() });
    await listLabels();
    expect(container.querySelector('.mine-page')).toHaveAttribute('data-template', 'base');
  });

  it('asks a guest who taps the message icon to log in first, then opens the login page', async () => {
    fakeServer({ ...siteHandlers(), ...authHandlers() });
    const { router } = await renderApp('/m/mine');
    // The dialog takes no pointer events while it fades in.
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    await u.click(await screen.findByRole('button', { name: 'Mga mensahe' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Mag-log in para mabasa ang iyong mga mensahe.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/m/mine');
    await u.click(within(dialog).getByRole('button', { name: 'Mag-log in' }));
    // The login page, which sends the member on to their messages once signed in.
    expect(
      await screen.findByRole('heading', { name: 'Mag-log in' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location).toMatchObject({
      pathname: '/m/login',
      state: { from: '/m/webEmail' },
    });
  });

  it('marks the message icon while messages are unread', async () => {
    serve({}, memberInfoFixture(), 2);
    await renderApp('/m/mine', { session: memberSession() });
    expect(await screen.findByTestId('mine-unread-dot')).toBeInTheDocument();
  });

  it('reads the running REFERRAL and MISSION promotions: the invite opens and the mission item shows', async () => {
    const running = (kind: string, label: string) => ({
      id: kind.length,
      code: kind,
      kind,
      title: kind,
      body: '',
      startAt: 0,
      endAt: null,
      percentBp: 0,
      cap: 0,
      fixedAmount: 0,
      turnoverMultiplier: 1,
      target: 0,
      progress: null,
      needsApproval: false,
      label,
      amount: null,
      rejectReason: null,
    });
    fakeServer({
      ...siteHandlers(),
      '/wps/member/info': memberInfoFixture(),
      '/wps/wallets/balance': balanceFixture(),
      '/wps/relay/CSP_unreadCount': 0,
      '/wps/relay/MCSFE_getAvailablePromotions': {
        list: [running('REFERRAL', 'Joined'), running('MISSION', 'Join')],
      },
    });
    await renderApp('/m/mine', { session: memberSession() });
    // The running promotions arrive after the list's first links: wait for the mission's.
    await waitFor(async () => expect(await listLabels()).toContain('Mga mission'));
    await userEvent.click(await screen.findByRole('button', { name: 'Mag-imbita ng kaibigan' }));
    // The invite page opens (it leaves the member centre), with no "contact service" note.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mag-imbita ng kaibigan' })).toBeNull(),
    );
    expect(
      screen.queryByText(
        'Hindi available ang function na ito, makipag-ugnayan sa customer service',
      ),
    ).toBeNull();
  });

  it('tells a member to contact service when the referral promotion is not running', async () => {
    serve();
    await renderApp('/m/mine', { session: memberSession() });
    await userEvent.click(await screen.findByRole('button', { name: 'Mag-imbita ng kaibigan' }));
    expect(
      await screen.findByText(
        'Hindi available ang function na ito, makipag-ugnayan sa customer service',
      ),
    ).toBeInTheDocument();
  });
});
