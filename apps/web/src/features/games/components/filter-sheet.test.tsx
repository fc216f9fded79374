import type { GameItem, VassGameType, VendorInfo } from '@app/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/shared/i18n';
import { fakeServer, siteHandlers, type FakeServer } from '@/testing/fake-server';
import { renderUi } from '@/testing/render-ui';
import { GameListPage } from './game-list-page';

const vendor = (code: string, name: string): VendorInfo => ({
  vassalage: code,
  displayName: name,
  gameType: 'SLOTS',
  mobileSmallIcon: `/wps/game/art/v/${code}.svg`,
  mobileLargeIcon: `/wps/game/art/v/${code}-l.svg`,
});
const types: VassGameType = {
  sorting: [
    {
      gameCategory: 'SLOTS',
      vassalage: ['JL', 'PG'],
      vendorNames: [],
      gameClassify: [
        { key: 'video', displayName: 'Video slots' },
        { key: 'classic', displayName: 'Classic' },
      ],
    },
  ],
  mapping: {},
};

let server: FakeServer;

beforeEach(async () => {
  server = fakeServer({
    ...siteHandlers(),
    '/wps/relay/GCSGAME_getVassalage': [vendor('JL', 'Jili Gold'), vendor('PG', 'Pocket Reels')],
    '/wps/relay/GCSGAME_getVassGameType': types,
    // One game, named after the filter asked for (JL without a vendor), so the grid shows it.
    '/wps/relay/GCSGAME_gameList': (url: URL) => {
      const vassalage = url.searchParams.get('vassalage') ?? 'JL';
      const classify = url.searchParams.get('gameClassify') ?? 'all';
      const minBet = url.searchParams.get('minBet') ?? 'any';
      const game: GameItem = {
        nodeId: `${vassalage}-1`,
        gameId: `${vassalage}1`,
        gameName: `${vassalage} Reel ${classify} ${minBet}`,
        vassalage,
        gameType: 'SLOTS',
        gameClassify: 'video',
        iconUrl: '/wps/game/art/g/1.svg',
        minBet: 0.05,
        isNew: false,
        isHot: false,
        supportPlay: true,
      };
      return {
        body: { success: true, value: { games: [game], pageNum: 1, totalPages: 1, total: 1 } },
      };
    },
  });
  await initI18n();
  await i18n.loadNamespaces('games');
});

const carousel = () => screen.getByRole('navigation', { name: 'Mga game provider' });
const group = (name: string) => screen.getByRole('group', { name });

/** Opens the filter sheet; its buttons take taps once it has slid in. */
async function openFilter() {
  await userEvent.click(screen.getByRole('button', { name: 'Salain' }));
  await screen.findByRole('heading', { name: 'Salain ang mga laro' });
  return {
    tap: (where: HTMLElement, name: string) =>
      act(() => within(where).getByRole('button', { name }).click()),
    pressed: (where: HTMLElement) =>
      within(where)
        .getAllByRole('button', { pressed: true })
        .map((button) => button.textContent),
  };
}
const tapSheet = (name: string) =>
  act(() => {
    const sheet = screen.getByRole('heading', { name: 'Salain ang mga laro' }).parentElement;
    if (!sheet) throw new Error('no sheet');
    within(sheet).getByRole('button', { name }).click();
  });

describe('filter sheet (SPEC §2 Game list filter panel)', () => {
  it('Submit applies the vendor, game type and minimum bet chosen; nothing before', async () => {
    await renderUi(<GameListPage fixed="SLOTS" />);
    await screen.findByText('JL Reel all any');
    const sheet = await openFilter();
    sheet.tap(group('Provider'), 'Pocket Reels');
    sheet.tap(group('Uri ng laro'), 'Classic');
    sheet.tap(group('Pinakamababang taya'), '0.10');
    expect(sheet.pressed(group('Provider'))).toEqual(['Pocket Reels']);
    // Choices in the sheet are a draft: the list is not asked again yet.
    expect(server.requests.some((r) => r.url.searchParams.get('vassalage') === 'PG')).toBe(false);

    tapSheet('Ilapat');
    expect(await screen.findByText('PG Reel classic 0.1')).toBeInTheDocument();
    expect(within(carousel()).getByRole('button', { name: 'Pocket Reels' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'Salain ang mga laro' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('choosing the chosen vendor again clears it', async () => {
    await renderUi(<GameListPage fixed="SLOTS" />);
    await screen.findByText('JL Reel all any');
    await userEvent.click(within(carousel()).getByRole('button', { name: 'Pocket Reels' }));
    expect(await screen.findByText('PG Reel all any')).toBeInTheDocument();

    const sheet = await openFilter();
    // From its first frame, before it has slid in.
    expect(sheet.pressed(group('Provider'))).toEqual(['Pocket Reels']);
    sheet.tap(group('Provider'), 'Pocket Reels');
    expect(sheet.pressed(group('Provider'))).toEqual(['Lahat']);
    tapSheet('Ilapat');

    expect(await screen.findByText('JL Reel all any')).toBeInTheDocument();
    expect(screen.queryByText('PG Reel all any')).not.toBeInTheDocument();
    expect(within(carousel()).getByRole('button', { name: 'Lahat' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('Reset clears vendor, game type and minimum bet', async () => {
    await renderUi(<GameListPage fixed="SLOTS" />);
    await screen.findByText('JL Reel all any');
    let sheet = await openFilter();
    sheet.tap(group('Provider'), 'Pocket Reels');
    sheet.tap(group('Uri ng laro'), 'Classic');
    sheet.tap(group('Pinakamababang taya'), '0.75');
    tapSheet('Ilapat');
    await screen.findByText('PG Reel classic 0.75');

    sheet = await openFilter();
    // The sheet opens on what applies.
    expect(sheet.pressed(group('Provider'))).toEqual(['Pocket Reels']);
    expect(sheet.pressed(group('Uri ng laro'))).toEqual(['Classic']);
    expect(sheet.pressed(group('Pinakamababang taya'))).toEqual(['0.75']);
    tapSheet('I-reset');

    expect(await screen.findByText('JL Reel all any')).toBeInTheDocument();
    expect(screen.queryByText('PG Reel classic 0.75')).not.toBeInTheDocument();
    expect(within(carousel()).getByRole('button', { name: 'Lahat' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    sheet = await openFilter();
    expect(sheet.pressed(group('Provider'))).toEqual(['Lahat']);
    expect(sheet.pressed(group('Uri ng laro'))).toEqual(['Lahat']);
    expect(sheet.pressed(group('Pinakamababang taya'))).toEqual(['Kahit ano']);
  });

  it("the lottery category's other-games list leads to the lottery lobby", async () => {
    const { router } = await renderUi(<GameListPage fixed="LOTTERY" />);
    await screen.findByText('JL Reel all any');
    await openFilter();
    // Game type and minimum bet are for slots only.
    expect(screen.queryByRole('group', { name: 'Pinakamababang taya' })).not.toBeInTheDocument();
    const lobby = screen.getByRole('link', { name: 'Lotto lobby' });
    expect(lobby).toHaveAttribute('href', '/m/lottery');
    act(() => lobby.click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/lottery'));
  });

  it('slots have no other-games list', async () => {
    await renderUi(<GameListPage fixed="SLOTS" />);
    await screen.findByText('JL Reel all any');
    await openFilter();
    expect(screen.queryByRole('link', { name: 'Lotto lobby' })).not.toBeInTheDocument();
  });
});
