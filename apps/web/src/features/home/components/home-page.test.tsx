import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';
import { bannerFixture, hotMatchFixture } from '../testing/render-home';

const content = {
  banners: [bannerFixture({ id: 1, title: 'Bonus' }), bannerFixture({ id: 2, title: 'Lotto' })],
  player: [{ id: 9, title: 'Mabilis na GCash', content: '<p>x</p>', publishTime: 1, read: false }],
  agent: [],
  popup: [],
  promotion: [],
  hot: [hotMatchFixture()],
};
const PATH = '/wps/relay/MCSFE_getListAnnouncements';

describe('home page (SPEC §2 Home)', () => {
  it('asks for B, PL, PU and H of m_home on M, and shows banners, notices, jackpot and hot matches', async () => {
    const server = fakeServer({ ...siteHandlers(), [PATH]: content });
    await renderApp('/m/home');
    expect(await screen.findByRole('img', { name: 'Bonus' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Mabilis na GCash/ })).toHaveAttribute(
      'href',
      '/m/notice',
    );
    expect(screen.getByRole('heading', { name: 'Jackpot ngayon' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mainit na laban' })).toBeInTheDocument();
    const asked = server.requests.find((r) => r.url.pathname === PATH)?.url.searchParams;
    expect(asked?.get('types')).toBe('B,PL,PU,H');
    expect(asked?.get('groupName')).toBe('m_home');
    expect(asked?.get('platform')).toBe('M');
  });

  it('signed in, has the member info and the wallet loaded on opening', async () => {
    const server = fakeServer({
      ...siteHandlers(),
      [PATH]: content,
      '/wps/member/info': memberInfoFixture(),
      '/wps/wallets/balance': balanceFixture(),
    });
    await renderApp('/m/home', { session: memberSession() });
    await screen.findByRole('img', { name: 'Bonus' });
    await waitFor(() => {
      const paths = server.requests.map((r) => r.url.pathname);
      expect(paths).toContain('/wps/member/info');
      expect(paths).toContain('/wps/wallets/balance');
    });
  });
});
