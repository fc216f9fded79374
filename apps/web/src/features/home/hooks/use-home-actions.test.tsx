import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { memberSession } from '@/testing/render-app';
import { bannerFixture, renderHome } from '../testing/render-home';
import { useHomeActions, type Banner } from './use-home-actions';

function Banners({ banners }: { banners: Banner[] }) {
  const { openBanner } = useHomeActions();
  return banners.map((banner) => (
    <button key={banner.id} type="button" onClick={() => openBanner(banner)}>
      {banner.title}
    </button>
  ));
}

const urlBanner = bannerFixture({
  id: 1,
  title: 'Lotto',
  linkageType: 'URL',
  linkage: '/m/lottery',
});
const webBanner = bannerFixture({
  id: 2,
  title: 'Facebook',
  linkageType: 'URL',
  linkage: 'https://www.facebook.com/perlasplay.example',
});
const badBanner = bannerFixture({
  id: 3,
  title: 'Script',
  linkageType: 'URL',
  linkage: 'javascript:alert(1)',
});
const promoBanner = bannerFixture({
  id: 4,
  title: 'Bonus',
  linkageType: 'P',
  linkage: 'WELCOME100',
});
const gameBanner = bannerFixture({
  id: 5,
  title: 'Sabong',
  linkageType: 'G',
  vendor: 'DS88',
  nodeId: '4102',
});
const plainBanner = bannerFixture({ id: 6, title: 'Picture only', linkageType: null });
const all = [urlBanner, webBanner, badBanner, promoBanner, gameBanner, plainBanner];

describe('banner tap actions (SPEC §2 Home)', () => {
  it('URL: a site path opens in the app', async () => {
    const { router } = await renderHome(<Banners banners={all} />);
    await userEvent.click(screen.getByRole('button', { name: 'Lotto' }));
    expect(router.state.location.pathname).toBe('/m/lottery');
  });

  it('URL: an https address opens in a new tab without the opener; anything else is refused', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { router } = await renderHome(<Banners banners={all} />);
    await userEvent.click(screen.getByRole('button', { name: 'Facebook' }));
    expect(open).toHaveBeenCalledWith(
      'https://www.facebook.com/perlasplay.example',
      '_blank',
      'noopener,noreferrer',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Script' }));
    await userEvent.click(screen.getByRole('button', { name: 'Picture only' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('P: opens the promotion the banner names, by code or id; none named, the promotions list', async () => {
    const byId = bannerFixture({ id: 7, title: 'By id', linkageType: 'P', linkage: '12' });
    const none = bannerFixture({ id: 8, title: 'No promotion', linkageType: 'P', linkage: '' });
    const { router } = await renderHome(<Banners banners={[promoBanner, byId, none]} />);
    const at = () => `${router.state.location.pathname}${router.state.location.search}`;
    await userEvent.click(screen.getByRole('button', { name: 'Bonus' }));
    expect(at()).toBe('/m/activityInfo?code=WELCOME100');
    await userEvent.click(screen.getByRole('button', { name: 'By id' }));
    expect(at()).toBe('/m/activityInfo?id=12');
    await userEvent.click(screen.getByRole('button', { name: 'No promotion' }));
    expect(at()).toBe('/m/activity');
  });

  it('G, guest: asks to log in first, and logging in goes to /m/login', async () => {
    const { router } = await renderHome(<Banners banners={all} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sabong' }));
    // The dialog fades in: visible once its opening animation has started.
    const prompt = await screen.findByText('Kailangan mong mag-log in para makapaglaro.');
    await waitFor(() => expect(prompt).toBeVisible());
    act(() => screen.getByRole('button', { name: 'Mag-log in' }).click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
  });

  it("G, member: launches the banner's game and opens where the server says", async () => {
    const { router, server } = await renderHome(<Banners banners={all} />, {
      session: memberSession(),
      handlers: { '/wps/game/launchGame': { gameUrl: '/m/inhouse/dice' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sabong' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/inhouse/dice'));
    const launch = server.requests.find((r) => r.url.pathname === '/wps/game/launchGame');
    expect(launch?.url.searchParams.get('vendor')).toBe('DS88');
    expect(launch?.url.searchParams.get('gameId')).toBe('4102');
    expect(launch?.url.searchParams.get('backUrl')).toBe('/m/home');
  });

  it('G, member: a refused launch says why and stays on home', async () => {
    const { router } = await renderHome(<Banners banners={all} />, {
      session: memberSession(),
      handlers: {
        '/wps/game/launchGame': () => ({
          status: 404,
          body: { success: false, code: 'game.not.found', message: 'Wala ang larong ito.' },
        }),
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sabong' }));
    const toast = await screen.findByText('Wala ang larong ito.');
    await waitFor(() => expect(toast).toBeVisible());
    expect(router.state.location.pathname).toBe('/m/home');
  });
});
