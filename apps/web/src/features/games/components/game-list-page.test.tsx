import { type GameItem, type VassGameType, type VendorInfo } from '@app/contracts';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, initI18n } from '@/shared/i18n';
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
const isTypesRequest = (r: { url: URL }) => r.url.pathname === '/wps/relay/GCSGAME_getVassGameType';
const listRequests = () =>
  server.requests.filter((r) => r.url.pathname === '/wps/relay/GCSGAME_gameList');

/** The category types with SLOTS' classes replaced. */
const withClasses = (gameClassify: VassGameType['sorting'][number]['gameClassify']) => ({
  ...types,
  sorting: types.sorting.map((entry) => ({ ...entry, gameClassify })),
});

function serve(vassGameType: VassGameType = types) {
  server = fakeServer({
    ...siteHandlers(),
    '/wps/relay/GCSGAME_getVassalage': [vendor('JL', 'Jili Gold'), vendor('PG', 'Pocket Reels')],
    '/wps/relay/GCSGAME_getVassGameType': vassGameType,
    '/wps/relay/GCSGAME_gameList': (url: URL) => {
      const pageNo = Number(url.searchParams.get('pageNo'));
      const name = url.searchParams.get('gameName');
      const isNew = url.searchParams.get('isNew') === 'true';
      const games =
        name === 'nothing'
          ? []
          : isNew
            ? [game(pageNo * 10 + 2, { gameName: `Fresh Reel ${pageNo * 10 + 2}` })]
            : [game(pageNo * 10 + 1), game(pageNo * 10 + 2)];
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
afterEach(() => {
  vi.useRealTimers();
});

/** Lets the answered requests (no timer of their own) settle under fake timers. */
async function flush() {
  for (let round = 0; round < 5; round += 1) await act(() => vi.advanceTimersByTimeAsync(0));
}

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

  it('the New tab lists only new games, from page 1, and clears the search (SPEC §4)', async () => {
    await renderUi(<GameListPage fixed="SLOTS" />);
    await screen.findByText('Golden Carabao 11');
    const tabs = screen.getByRole('tablist', { name: 'Uri ng laro' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Lahat', 'Bago', 'Video slots', 'Classic']);
    expect(listRequests().at(-1)?.url.searchParams.get('isNew')).toBeNull();
    await userEvent.type(screen.getByRole('searchbox'), 'carabao');

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Bago' }));
    await waitFor(() => expect(listRequests().at(-1)?.url.searchParams.get('isNew')).toBe('true'));
    const asked = listRequests().at(-1)?.url.searchParams;
    expect(asked?.get('pageNo')).toBe('1');
    expect(asked?.get('gameName')).toBeNull();
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(within(tabs).getByRole('tab', { name: 'Bago' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('Fresh Reel 12')).toBeInTheDocument();
    expect(screen.queryByText('Golden Carabao 11')).not.toBeInTheDocument();

    // Back to All: every game again.
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Lahat' }));
    expect(await screen.findByText('Golden Carabao 11')).toBeInTheDocument();
    expect(screen.queryByText('Fresh Reel 12')).not.toBeInTheDocument();
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

  it('asks for the list and the classes again once, 200 ms after the language settles (SPEC §4)', async () => {
    await i18n.loadLanguages('EN');
    await i18n.loadNamespaces('games');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await renderUi(<GameListPage fixed="SLOTS" />);
    await flush();
    expect(screen.getByText('Golden Carabao 11')).toBeInTheDocument();
    const inEnglish = (path: string) =>
      server.requests.filter(
        (r) => r.url.pathname === path && r.url.searchParams.get('language') === 'EN',
      );
    const typesInEnglish = () =>
      server.requests.filter(
        (r) =>
          r.url.pathname === '/wps/relay/GCSGAME_getVassGameType' &&
          new Headers(r.init?.headers).get('Language') === 'EN',
      );
    const before = listRequests().length;

    // EN, back to TY within 200 ms, then EN again: one reload, in English, 200 ms after the last.
    await act(() => changeLanguage('EN'));
    await act(() => vi.advanceTimersByTimeAsync(100));
    await act(() => changeLanguage('TY'));
    await act(() => vi.advanceTimersByTimeAsync(100));
    await act(() => changeLanguage('EN'));
    await act(() => vi.advanceTimersByTimeAsync(199));
    await flush();
    expect(listRequests()).toHaveLength(before);
    expect(typesInEnglish()).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(1));
    await flush();
    expect(inEnglish('/wps/relay/GCSGAME_gameList')).toHaveLength(1);
    expect(listRequests()).toHaveLength(before + 1);
    expect(typesInEnglish()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(listRequests()).toHaveLength(before + 1);
    await act(() => changeLanguage('TY'));
  });
});

describe('class tabs (SPEC §2 Game list: only with more than one class, not for a fixed vendor)', () => {
  const classTabs = () => screen.queryByRole('tablist', { name: 'Uri ng laro' });

  it('are hidden for a category with a single class, and with none', async () => {
    serve(withClasses([{ key: 'video', displayName: 'Video slots' }]));
    const single = await renderUi(<GameListPage fixed="SLOTS" />);
    await screen.findByText('Golden Carabao 11');
    // The classes have arrived (the filter's game type lists the one class) …
    await waitFor(() => expect(server.requests.some(isTypesRequest)).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Salain' }));
    const type = await screen.findByRole('group', { name: 'Uri ng laro' });
    expect(within(type).getByRole('button', { name: 'Video slots' })).toBeInTheDocument();
    // … and still no tab row, nor a tab anywhere.
    expect(classTabs()).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    single.unmount();

    serve(withClasses([]));
    await renderUi(<GameListPage fixed="SLOTS" />);
    await screen.findByText('Golden Carabao 11');
    await waitFor(() => expect(server.requests.some(isTypesRequest)).toBe(true));
    expect(classTabs()).not.toBeInTheDocument();
  });

  it('show All, New and the classes from two classes on', async () => {
    await renderUi(<GameListPage fixed="SLOTS" />);
    const tabs = await screen.findByRole('tablist', { name: 'Uri ng laro' });
    expect(within(tabs).getAllByRole('tab')).toHaveLength(4);
  });

  it('are hidden for a fixed vendor (?vassalage=), whose games alone are asked for', async () => {
    await renderUi(<GameListPage />, { path: '/m/gameList?gameType=SLOTS&vassalage=JL' });
    await screen.findByText('Golden Carabao 11');
    await waitFor(() => expect(server.requests.some(isTypesRequest)).toBe(true));
    expect(classTabs()).not.toBeInTheDocument();
    // No vendor to choose either: the carousel is not there.
    expect(screen.queryByRole('navigation', { name: 'Mga game provider' })).not.toBeInTheDocument();
    expect(listRequests().every((r) => r.url.searchParams.get('vassalage') === 'JL')).toBe(true);

    // The same page without the vendor has them: the vendor alone hides them.
    cleanup();
    serve();
    await renderUi(<GameListPage />, { path: '/m/gameList?gameType=SLOTS' });
    expect(await screen.findByRole('tablist', { name: 'Uri ng laro' })).toBeInTheDocument();
  });
});
