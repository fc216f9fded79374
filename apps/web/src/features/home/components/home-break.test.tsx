import { manilaTimeText } from '@app/contracts/zod-free';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';
import { bannerFixture, hotMatchFixture } from '../testing/render-home';

const content = {
  banners: [bannerFixture({ id: 1, title: '100% bonus' })],
  player: [],
  agent: [],
  popup: [{ id: 3, title: 'Maligayang pagdating', content: '<p>100% bonus</p>' }],
  promotion: [],
  hot: [hotMatchFixture()],
};
const PATH = '/wps/relay/MCSFE_getListAnnouncements';
const BREAK = '/wps/member/responsibleGaming/break';

function openHome(playBreak: { kind: 'timeout' | 'exclusion'; until: number } | null) {
  fakeServer({
    ...siteHandlers(),
    [PATH]: content,
    [BREAK]: { break: playBreak },
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture(),
  });
  return renderApp('/m/home', { session: memberSession() });
}

describe('home for a member on a break (responsible gaming)', () => {
  it('shows no bonus banner or news popup, and a banner with the break’s end in Manila time', async () => {
    const until = Date.now() + 24 * 60 * 60_000;
    await openHome({ kind: 'timeout', until });
    const banner = await screen.findByTestId('break-banner');
    expect(banner).toHaveTextContent(`Naka-break ka hanggang ${manilaTimeText(until, 'TY')}`);
    expect(banner).toHaveTextContent('oras sa Maynila');
    await screen.findByRole('heading', { name: 'Mainit na laban' });
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(screen.queryByRole('img', { name: '100% bonus' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Pinakabagong balita' })).not.toBeInTheDocument();
    // Nor the footer's ₱258 deposit offer.
    expect(screen.queryByTestId('deposit-tag')).not.toBeInTheDocument();
  });

  it('greets a member with no break as before: the bonus banner and the news popup', async () => {
    await openHome(null);
    expect(await screen.findByRole('img', { name: '100% bonus' })).toBeInTheDocument();
    await waitFor(
      () => expect(screen.getByRole('dialog', { name: 'Pinakabagong balita' })).toBeInTheDocument(),
      { timeout: 3000 },
    );
    expect(screen.queryByTestId('break-banner')).not.toBeInTheDocument();
    expect(screen.getByTestId('deposit-tag')).toHaveTextContent('₱258');
  });
});

describe('home for a free-trial account', () => {
  it('shows no banner of a promotion (a deposit bonus it cannot claim), the others as before', async () => {
    fakeServer({
      ...siteHandlers(),
      [PATH]: {
        ...content,
        popup: [],
        banners: [
          bannerFixture({
            id: 1,
            title: '100% bonus',
            linkageType: 'P',
            linkage: 'FIRST_DEPOSIT_100',
          }),
          bannerFixture({ id: 2, title: 'Lotto', linkageType: 'URL', linkage: '/m/lottery' }),
        ],
      },
      '/wps/member/info': memberInfoFixture({ type: 4 }),
      '/wps/wallets/balance': balanceFixture(),
    });
    await renderApp('/m/home', { session: memberSession({ type: 4, merchantCode: 'DEMOTRIAL' }) });
    expect(await screen.findByRole('img', { name: 'Lotto' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '100% bonus' })).not.toBeInTheDocument();
    // The footer's deposit button tells what a trial is (no deposits), with no deposit offer.
    const footer = screen.getByRole('navigation', { name: 'Pangunahing nabigasyon' });
    expect(within(footer).getByRole('link', { name: /Magdeposito/ })).toHaveAttribute(
      'href',
      '/m/trail',
    );
    expect(screen.queryByTestId('deposit-tag')).not.toBeInTheDocument();
  });
});
