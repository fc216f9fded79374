import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, loginResultFixture } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';
import { handlers } from '../testing/auth-test-utils';

const freePlay = (token: string) => ({
  '/wps/member/trialuser': { trialName: 'guest0000', merchantCode: 'DEMOTRIAL' },
  '/wps/session/login/freeplay': loginResultFixture({
    token,
    userName: 'guest8831',
    customerType: 4,
    merchantCode: 'DEMOTRIAL',
  }),
});

describe('/m/trail, the free trial’s start page (SPEC §2)', () => {
  it('says what a trial is, its play money, what it can and cannot do, and starts it: home', async () => {
    fakeServer(handlers({}, freePlay('trial-token')));
    const { router } = await renderApp('/m/trail');
    expect(await screen.findByRole('heading', { name: 'Subukan nang libre, walang rehistro' }));
    expect(screen.getByText(/₱2,000 na play money/)).toBeInTheDocument();
    const can = screen.getByRole('region', { name: 'Puwede mong gawin' });
    expect(within(can).getAllByRole('listitem')).toHaveLength(3);
    const cannot = screen.getByRole('region', { name: 'Hindi mo puwedeng gawin' });
    expect(cannot).toHaveTextContent('Mag-deposit, mag-withdraw o mag-transfer');
    // SPEC §2: no footer on trail; back goes home.
    expect(document.querySelector('.app-shell.has-footer')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Libreng subok' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('stays on the page when the trial value is 0 (no token), saying the trial is unavailable', async () => {
    fakeServer(handlers({}, freePlay('')));
    const { router } = await renderApp('/m/trail');
    await userEvent.click(await screen.findByRole('button', { name: 'Libreng subok' }));
    expect(
      await screen.findByText('Hindi available ang libreng subok sa ngayon'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/m/trail');
  });
});

describe('a free-trial account sees only what it can use', () => {
  const trial = memberSession({ type: 4, merchantCode: 'DEMOTRIAL', userName: 'guest8831' });
  const open = (path: string) => {
    fakeServer({
      ...handlers(),
      '/wps/member/info': memberInfoFixture({ type: 4 }),
      '/wps/wallets/balance': balanceFixture(),
    });
    return renderApp(path, { session: trial });
  };

  it('has no deposit or withdraw shortcut in the header, but a trial mark leading to /m/trail', async () => {
    await open('/m/home');
    const mark = await screen.findByRole('link', { name: 'Trial · pera-perahan' });
    expect(mark).toHaveAttribute('href', '/m/trail');
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('link', { name: 'Magdeposito' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Mag-withdraw' })).not.toBeInTheDocument();
    // The footer's deposit button tells what a trial is instead, with no deposit offer.
    const footer = screen.getByRole('navigation', { name: 'Pangunahing nabigasyon' });
    expect(within(footer).getByRole('link', { name: 'Magdeposito' })).toHaveAttribute(
      'href',
      '/m/trail',
    );
  });

  it('has no money, VIP, invite or security tiles on the member page, only what it can use', async () => {
    await open('/m/mine');
    const trialTile = await screen.findByRole('link', { name: 'Tungkol sa libreng subok' });
    expect(trialTile).toHaveAttribute('href', '/m/trail');
    for (const name of [
      'Mag-deposit',
      'Mag-withdraw',
      'Mag-imbita ng kaibigan',
      'Security center',
    ]) {
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'I-download ang app' })).toBeInTheDocument();
  });
});
