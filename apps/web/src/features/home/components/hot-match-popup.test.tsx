import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memberSession } from '@/testing/render-app';
import { contentFixture, hotMatchFixture, renderHome } from '../testing/render-home';
import { HomeBlocks } from './home-blocks';

const LAUNCH = '/wps/game/launchGame';
const matches = [
  hotMatchFixture({ id: 1, vendor: 'PSB', roomId: 'pba-101', nodeId: '' }),
  hotMatchFixture({
    id: 2,
    homeTeam: 'Davao Eagles',
    awayTeam: 'Quezon Titans',
    vendor: 'MSP',
    roomId: 'pfl-221',
    nodeId: '8812',
  }),
];

/** Opens the hot-match popup from the ticker; the popup's list of matches. */
async function openPopup() {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Tingnan ang lahat ng mainit na laban' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Mainit na laban' });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

const launched = (server: { requests: { url: URL }[] }) =>
  server.requests.filter((r) => r.url.pathname === LAUNCH).map((r) => r.url.searchParams);

describe('hot-match popup launches (SPEC §2 Home)', () => {
  it("member: the match launches the vendor's lobby at its room", async () => {
    const { server, router } = await renderHome(
      <HomeBlocks content={contentFixture({ hot: matches })} />,
      { session: memberSession(), handlers: { [LAUNCH]: { gameUrl: '/m/inhouse/dice' } } },
    );
    const popup = await openPopup();
    await userEvent.click(
      popup.getByRole('button', { name: /^PBA Commissioner’s Cup: Manila Kings/ }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/inhouse/dice'));
    const [query] = launched(server);
    expect(query?.get('vendor')).toBe('PSB');
    expect(query?.get('gameId')).toBe('lobby');
    expect(query?.get('roomId')).toBe('pba-101');
    expect(query?.has('nodeId')).toBe(false);
  });

  it("member: the play button launches the match's node at its room", async () => {
    const { server, router } = await renderHome(
      <HomeBlocks content={contentFixture({ hot: matches })} />,
      { session: memberSession(), handlers: { [LAUNCH]: { gameUrl: '/m/inhouse/dice' } } },
    );
    const popup = await openPopup();
    const [, second] = popup.getAllByRole('listitem');
    await userEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Tumaya na' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/inhouse/dice'));
    const [query] = launched(server);
    expect(query?.get('vendor')).toBe('MSP');
    expect(query?.get('nodeId')).toBe('8812');
    expect(query?.get('roomId')).toBe('pfl-221');
  });

  it('guest: asked to log in, nothing launched', async () => {
    const { server, router } = await renderHome(
      <HomeBlocks content={contentFixture({ hot: matches })} />,
    );
    const popup = await openPopup();
    await userEvent.click(popup.getAllByRole('button', { name: 'Tumaya na' })[0] as HTMLElement);
    const prompt = await screen.findByText('Kailangan mong mag-log in para makapaglaro.');
    await waitFor(() => expect(prompt).toBeVisible());
    expect(launched(server)).toEqual([]);
    act(() => screen.getByRole('button', { name: 'Mag-log in' }).click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
  });
});
