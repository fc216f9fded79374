import { fireEvent, screen, waitFor } from '@testing-library/react';
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

  describe('pending agent contract requests', () => {
    const CONTRACTS = '/wps/member/info/funds/consolidated';
    const none = {
      dailysalreqtype: '',
      divtypecompperiodreq: '',
      contracthoursalreq: false,
      dailysalinfotype: '',
      divtypecompperiodinfo: '',
      contracthoursalinfo: '',
    };

    async function openHomeAs(type: number, pending = none) {
      const server = fakeServer({
        ...siteHandlers(),
        [PATH]: content,
        '/wps/member/info': memberInfoFixture({ type }),
        '/wps/wallets/balance': balanceFixture(),
        [CONTRACTS]: pending,
      });
      const view = await renderApp('/m/home', { session: memberSession({ type }) });
      await screen.findByRole('img', { name: 'Bonus' });
      const paths = () => server.requests.map((r) => r.url.pathname);
      return { ...view, server, paths };
    }

    it('are checked for an agent once the member info is renewed, with the token', async () => {
      const { paths, server } = await openHomeAs(2);
      await waitFor(() => expect(paths()).toContain(CONTRACTS));
      const asked = server.requests.find((r) => r.url.pathname === CONTRACTS);
      expect(new Headers(asked?.init?.headers).get('Authorization')).toBe('test-token');
      expect(paths().indexOf(CONTRACTS)).toBeGreaterThan(paths().lastIndexOf('/wps/member/info'));
      // Nothing waiting: no prompt.
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it.each([
      [0, 'player'],
      [4, 'trial account'],
      [40, 'test player'],
      [41, 'exempt agent type'],
    ])('are not asked for type %i (%s)', async (type) => {
      const { paths } = await openHomeAs(type);
      await waitFor(() => expect(paths()).toContain('/wps/member/info'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(paths()).not.toContain(CONTRACTS);
    });

    it('prompts an agent with a request waiting, and leads to its contract page', async () => {
      const { router } = await openHomeAs(2, { ...none, contracthoursalreq: true });
      const prompt = await screen.findByRole('dialog');
      expect(prompt).toHaveTextContent('Pinadalhan ka ng upline mo ng hourly salary contract');
      fireEvent.click(screen.getByRole('button', { name: 'Tingnan ngayon' }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/m/member/agent/getHourContract'),
      );
    });
  });
});
