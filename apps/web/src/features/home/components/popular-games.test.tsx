import type { GameItem, VassGameType } from '@app/contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, initI18n } from '@/shared/i18n';
import { fakeServer, siteHandlers, type FakeServer } from '@/testing/fake-server';
import { renderUi } from '@/testing/render-ui';
import { PopularGames } from './popular-games';

const game = (n: number, gameType: GameItem['gameType'], name = 'Hot Game'): GameItem => ({
  nodeId: String(n),
  gameId: `g${n}`,
  gameName: `${name} ${n}`,
  vassalage: 'JL',
  gameType,
  gameClassify: '',
  iconUrl: `/wps/game/art/g/${n}.svg`,
  minBet: 0.05,
  isNew: false,
  isHot: true,
  supportPlay: true,
});
const types: VassGameType = {
  sorting: [
    { gameCategory: 'SPORTS', vassalage: ['PSB'], vendorNames: [], gameClassify: [] },
    { gameCategory: 'SLOTS', vassalage: ['JL'], vendorNames: [], gameClassify: [] },
  ],
  mapping: {},
};

let server: FakeServer;
const calls = (path: string) => server.requests.filter((r) => r.url.pathname === path);
const HOT = '/wps/relay/GCSGAME_hotGamesV2';
const LIST = '/wps/relay/GCSGAME_gameList';

beforeEach(async () => {
  server = fakeServer({
    ...siteHandlers(),
    '/wps/relay/GCSGAME_getVassGameType': types,
    [HOT]: { list: [game(1, 'SLOTS'), game(2, 'CARDS')] },
    [LIST]: { games: [game(11, 'SLOTS', 'Reel Game')], pageNum: 1, totalPages: 1, total: 1 },
  });
  await initI18n();
  await i18n.loadLanguages('EN');
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets the answered requests (no timer of their own) settle under fake timers. */
async function flush() {
  for (let round = 0; round < 5; round += 1) await act(() => vi.advanceTimersByTimeAsync(0));
}

describe('home popular games panel (SPEC §2 Home)', () => {
  it('loads only the tab on screen: hot first, a category when its tab is opened', async () => {
    await renderUi(<PopularGames />);
    expect(await screen.findByText('Hot Game 1')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Patok',
      'Sports',
      'Slots',
    ]);
    expect(calls(HOT)).toHaveLength(1);
    expect(calls(LIST)).toHaveLength(0);

    await userEvent.click(screen.getByRole('tab', { name: 'Slots' }));
    expect(await screen.findByText('Reel Game 11')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    expect(calls(LIST)).toHaveLength(1);
    expect(calls(LIST)[0]?.url.searchParams.get('gameType')).toBe('SLOTS');
    // A tab of vendor tiles asks for no game list.
    await userEvent.click(screen.getByRole('tab', { name: 'Sports' }));
    expect(calls(LIST)).toHaveLength(1);
    expect(calls(HOT)).toHaveLength(1);
  });

  it('reloads the hot games once, 200 ms after the language settles, not at every switch', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await renderUi(<PopularGames />);
    await flush();
    expect(screen.getByText('Hot Game 1')).toBeInTheDocument();
    expect(calls(HOT)).toHaveLength(1);

    await act(() => changeLanguage('EN'));
    await act(() => vi.advanceTimersByTimeAsync(150));
    await act(() => changeLanguage('TY'));
    await act(() => vi.advanceTimersByTimeAsync(150));
    await act(() => changeLanguage('EN'));
    await act(() => vi.advanceTimersByTimeAsync(199));
    await flush();
    expect(calls(HOT)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(1));
    await flush();
    expect(calls(HOT)).toHaveLength(2);
    expect(calls(HOT)[1]?.url.searchParams.get('language')).toBe('EN');
    expect(screen.getByRole('tab', { name: 'Hot' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(calls(HOT)).toHaveLength(2);
    await act(() => changeLanguage('TY'));
  });
});
