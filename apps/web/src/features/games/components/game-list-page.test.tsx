import { type GameItem, type VassGameType, type VendorInfo } from '@app/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/shared/i18n';
import { memberSession } from '@/testing/render-app';
import { fakeServer, requestJson, siteHandlers, type FakeServer } from '@/testing/fake-server';
import { renderUi } from '@/testing/render-ui';
import { GameListPage } from './game-list-page';

const vendor = (code: string, name: string): VendorInfo => ({
  vassalage: code,
  displayName: name,
  gameType: 'SLOTS',
  mobileSmallIcon: `/wps/game/art/v/${code}.svg`,
  mobileLargeIcon: `/wps/game/art/v/${code}-l.svg`,
});
const game = (n: number, patch: Partial<GameItem> = {}): GameItem => ({
  nodeId: String(n),
  gameId: `g${n}`,
  gameName: `Golden Carabao ${n}`,
  vassalage: 'JL',
  gameType: 'SLOTS',
  gameClassify: 'video',
  iconUrl: `/wps/game/art/g/${n}.svg`,
  minBet: 0.05,
  isNew: n % 2 === 0,
  isHot: n === 1,
  supportPlay: true,
  ...patch,
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
const listRequests = () =>
  server.requests.filter((r) => r.url.pathname === '/wps/relay/GCSGAME_gameList');

function serve() {
  server = fakeServer({
    ...siteHandlers(),
    '/wps/relay/GCSGAME_getVassalage': [vendor('JL', 'Jili Gold'), vendor('PG', 'Pocket Reels')],
    '/wps/relay/GCSGAME_getVassGameType': types,
    '/wps/relay/GCSGAME_gameList': (url: URL) => {
      const pageNo = Number(url.searchParams.get('pageNo'));
      const name = url.searchParams.get('gameName');
      const games = name === 'nothing' ? [] : [game(pageNo * 10 + 1), game(pageNo * 10 + 2)];
      return {
        body: {
          success: true,
          value: {
            games,
            pageNum: pageNo,
            totalPages: games.length ? 2 : 0,
            total: games.length ? 4 : 0,
          },
        },
      };
    },
    '/wps/relay/MCSFE_getFavoriteGamesList': [],
    '/wps/relay/MCSFE_addFavoriteGameV2': true,
  });
}

beforeEach(async () => {
  serve();
  await initI18n();
  await i18n.loadNamespaces('games');
});

describe('game list page (SPEC §2 Game list)', () => {
  it("shows the category's games with its vendors, and searches on Enter", async () => {
    await renderUi(<GameListPage fixed="SLOTS" />);
    expect(await screen.findByText('Golden Carabao 11')).toBeInTheDocument();
    expect(screen.getByText('4 laro')).toBeInTheDocument();
    const vendors = screen.getByRole('navigation', { name: 'Mga game provider' });
    expect(within(vendors).getByRole('button', { name: 'Lahat' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(vendors).getByRole('img', { name: 'Pocket Reels' })).toBeInTheDocument();
    expect(listRequests()[0]?.url.searchParams.get('pageSize')).toBeNull();

    await userEvent.type(screen.getByRole('searchbox'), 'nothing{Enter}');
    expect(await screen.findByText('Walang larong tugma sa “nothing”.')).toBeInTheDocument();
    expect(listRequests().at(-1)?.url.searchParams.get('gameName')).toBe('nothing');
  });

  it('a class tab and a vendor narrow the list; a class clears the search', async () => {
    await renderUi(<GameListPage fixed="SLOTS" />);
    await screen.findByText('Golden Carabao 11');
    await userEvent.click(screen.getByRole('button', { name: 'Jili Gold' }));
    await waitFor(() =>
      expect(listRequests().at(-1)?.url.searchParams.get('vassalage')).toBe('JL'),
    );
    await userEvent.type(screen.getByRole('searchbox'), 'carabao');
    await userEvent.click(screen.getByRole('tab', { name: 'Classic' }));
    await waitFor(() =>
      expect(listRequests().at(-1)?.url.searchParams.get('gameClassify')).toBe('classic'),
    );
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(listRequests().at(-1)?.url.searchParams.get('vassalage')).toBe('JL');
  });

  it('the slots filter asks for a minimum bet', async () => {
    await renderUi(<GameListPage fixed="SLOTS" />);
    await screen.findByText('Golden Carabao 11');
    await userEvent.click(screen.getByRole('button', { name: 'Salain' }));
    // The sheet slides in: its buttons take taps once it is there.
    const bet = await screen.findByRole('button', { name: '0.50' });
    act(() => bet.click());
    act(() => screen.getByRole('button', { name: 'Ilapat' }).click());
    await waitFor(() => expect(listRequests().at(-1)?.url.searchParams.get('minBet')).toBe('0.5'));
  });

  it("a guest is asked to log in for favourites; a member's heart fills once the server agrees", async () => {
    const guest = await renderUi(<GameListPage fixed="SLOTS" />);
    await screen.findByText('Golden Carabao 11');
    await userEvent.click(screen.getByRole('button', { name: 'Paborito' }));
    expect(
      screen.getByText('Mag-log in para makita ang mga paborito at huling nilaro mo.'),
    ).toBeInTheDocument();
    guest.unmount();

    serve();
    await renderUi(<GameListPage fixed="SLOTS" />, { session: memberSession() });
    const heart = await screen.findByRole('button', {
      name: 'Idagdag ang Golden Carabao 11 sa mga paborito',
    });
    await userEvent.click(heart);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Alisin ang Golden Carabao 11 sa mga paborito' }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );
    const add = server.requests.find(
      (r) => r.url.pathname === '/wps/relay/MCSFE_addFavoriteGameV2',
    );
    expect(requestJson(add?.init)).toEqual({ nodeId: '11', vendor: 'JL' });
  });
});
