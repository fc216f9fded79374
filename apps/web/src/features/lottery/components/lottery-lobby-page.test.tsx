import type { LotteryGame } from '@app/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, initI18n } from '@/shared/i18n';
import { deferred } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers, type FakeServer } from '@/testing/fake-server';
import { lotteryGame, lotteryMenus } from '@/testing/lottery-fixtures';
import { memberSession, renderApp } from '@/testing/render-app';
import { renderUi } from '@/testing/render-ui';
import { LotteryLobbyPage } from './lottery-lobby-page';

const MENUS_PATH = '/lgw/games/mobile_game_menus';

const fast1 = lotteryGame({ gameId: 1, gameCode: 'SPD1', gameName: 'Speed 5D · 1 Minuto' });
const fast5 = lotteryGame({
  gameId: 2,
  gameCode: 'SPD5',
  gameName: 'Speed 5D · 5 Minuto',
  isHot: false,
  isSale: false,
  remainTime: 20_000,
  lockTime: 30,
  previousWinningNumber: '12345~15',
});
const north = lotteryGame({
  gameId: 3,
  gameCode: 'VNNORTH',
  gameGroupCode: 'VN',
  gameName: 'Vietnam Hilaga',
  numberFormat: 'VN_NORTH',
  numero: '20260102',
  isHot: false,
  remainTime: 9_000_000,
  lockTime: 900,
  previousWinningNumber: '19539,62040,56243',
});

let server: FakeServer;
/** Serves the lobby: `games` (or a function of the call's number) in two groups. */
function serve(games: (call: number) => LotteryGame[] = () => [fast1, fast5, north]) {
  let calls = 0;
  server = fakeServer({
    ...siteHandlers(),
    [MENUS_PATH]: () => {
      const all = games(calls++);
      const menus = lotteryMenus([
        {
          tag: 'FAST',
          labelName: 'Mabilisang Bola',
          games: all.filter((g) => g.gameGroupCode === 'FAST'),
        },
        {
          tag: 'VN',
          labelName: 'Vietnam Lotto',
          games: all.filter((g) => g.gameGroupCode === 'VN'),
        },
      ]);
      return { body: { success: true, value: menus } };
    },
  });
}
const lobbyCalls = () => server.requests.filter((request) => request.url.pathname === MENUS_PATH);
const rowNames = () =>
  screen.queryAllByRole('link', { name: /^(Speed|Vietnam)/ }).map((link) => link.textContent);
const rowOf = (name: string) => {
  const row = screen.getByRole('link', { name }).closest('li');
  if (!row) throw new Error(`no row ${name}`);
  return row;
};

beforeEach(async () => {
  serve();
  await initI18n();
  await i18n.loadNamespaces('lottery');
});
afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

describe('lottery lobby (SPEC §2)', () => {
  it('keeps the places of the next draw and the tab strip while the menus come', async () => {
    fakeServer({ ...siteHandlers(), [MENUS_PATH]: () => new Promise(() => undefined) });
    await renderUi(<LotteryLobbyPage />);
    expect(await screen.findByTestId('tabs-placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('next-placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('shows the tab strip (HOT and FAV translated, the groups their own label) and the rows', async () => {
    await renderUi(<LotteryLobbyPage />);
    const tabs = await screen.findAllByRole('tab');
    // The places kept while the menus came are gone.
    expect(screen.queryByTestId('tabs-placeholder')).toBeNull();
    expect(screen.queryByTestId('next-placeholder')).toBeNull();
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Mainit',
      'Paborito',
      'Mabilisang Bola',
      'Vietnam Lotto',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    // HOT holds the hot games only.
    expect(rowNames()).toEqual(['Speed 5D · 1 Minuto']);
    const row = within(rowOf('Speed 5D · 1 Minuto'));
    expect(row.getByText('Bola #20260102-0001')).toBeInTheDocument();
    expect(row.getByRole('img', { name: 'Huling resulta: 4 4 5 7 3' })).toBeInTheDocument();
    // 65 s to the draw, sales close 10 s before it.
    expect(row.getByRole('timer')).toHaveTextContent(/^00:00:5[45]$/);
    expect(row.getByRole('link')).toHaveAttribute('href', '/m/lottery/bet/SPD1?prizeMode=LOTT');
    // The query: prize mode (LOTT: no ELOTT vendor mapping here), device MOBILE, the language.
    expect(Object.fromEntries(lobbyCalls()[0]?.url.searchParams ?? [])).toEqual({
      prizeMode: 'LOTT',
      device: 'MOBILE',
      language: 'TY',
    });

    await userEvent.click(screen.getByRole('tab', { name: 'Mabilisang Bola' }));
    expect(rowNames()).toEqual(['Speed 5D · 1 Minuto', 'Speed 5D · 5 Minuto']);
    const closed = within(rowOf('Speed 5D · 5 Minuto'));
    expect(closed.getByRole('timer')).toHaveTextContent('--:--:--');
    expect(closed.getByText('Sarado')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Vietnam Lotto' }));
    expect(rowNames()).toEqual(['Vietnam Hilaga']);
    // Of a comma-separated number, the first group only.
    expect(screen.getByRole('img', { name: 'Huling resulta: 1 9 5 3 9' })).toBeInTheDocument();
  });

  it('keeps a member’s favourites first in every tab, newest first, and drops one from FAV at once', async () => {
    await renderUi(<LotteryLobbyPage />, { session: memberSession() });
    await userEvent.click(await screen.findByRole('tab', { name: 'Mabilisang Bola' }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Idagdag ang Speed 5D · 5 Minuto sa mga paborito' }),
    );
    expect(rowNames()).toEqual(['Speed 5D · 5 Minuto', 'Speed 5D · 1 Minuto']);
    await userEvent.click(screen.getByRole('tab', { name: 'Vietnam Lotto' }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Idagdag ang Vietnam Hilaga sa mga paborito' }),
    );
    expect(JSON.parse(window.localStorage.getItem('lotteryFavorites') ?? '')).toEqual({
      juan: [3, 2],
    });

    const fav = screen.getByRole('tab', { name: /^Paborito/ });
    expect(fav).toHaveTextContent('Paborito 2');
    await userEvent.click(fav);
    expect(rowNames()).toEqual(['Vietnam Hilaga', 'Speed 5D · 5 Minuto']);
    await userEvent.click(
      screen.getByRole('button', { name: 'Alisin ang Vietnam Hilaga sa mga paborito' }),
    );
    expect(rowNames()).toEqual(['Speed 5D · 5 Minuto']);
    expect(lobbyCalls()).toHaveLength(1);
  });

  it('says how to fill an empty FAV tab', async () => {
    await renderUi(<LotteryLobbyPage />, { session: memberSession() });
    await userEvent.click(await screen.findByRole('tab', { name: /^Paborito/ }));
    expect(screen.getByText(/Wala ka pang paborito/)).toBeInTheDocument();
  });

  it('asks a guest to log in for a favourite, and before betting', async () => {
    const { router } = await renderUi(<LotteryLobbyPage />);
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Idagdag ang Speed 5D · 1 Minuto sa mga paborito',
      }),
    );
    expect(
      await screen.findByText('Mag-log in para maitabi ang mga paborito mong laro.'),
    ).toBeInTheDocument();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(screen.getByRole('button', { name: 'Mamaya na' }));
    expect(window.localStorage.getItem('lotteryFavorites')).toBeNull();
    // The dialog fades out before the page takes taps again.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 5000,
    });

    await user.click(screen.getByRole('link', { name: 'Speed 5D · 1 Minuto' }));
    expect(await screen.findByText('Mag-log in para makataya sa lotto.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mag-log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(router.state.location.state).toEqual({ from: '/m/lottery/bet/SPD1?prizeMode=LOTT' });
  });

  it("launches a member's game from its row and from the banner (the launch records the recent)", async () => {
    const launched: URL[] = [];
    const withLaunch = fakeServer({
      ...siteHandlers(),
      [MENUS_PATH]: lotteryMenus([{ tag: 'FAST', labelName: 'Mabilisang Bola', games: [fast1] }]),
      '/wps/game/launchGame': (url: URL) => {
        launched.push(url);
        const code = url.searchParams.get('lottoGameCode') ?? '';
        const back = encodeURIComponent(url.searchParams.get('backUrl') ?? '');
        return {
          body: {
            success: true,
            value: { gameUrl: `/m/lottery/bet/${code}?prizeMode=LOTT&backUrl=${back}` },
          },
        };
      },
    });
    const { router } = await renderApp('/m/lottery', { session: memberSession() });
    await userEvent.click(await screen.findByRole('link', { name: 'Speed 5D · 1 Minuto' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/lottery/bet/SPD1'));
    expect(Object.fromEntries(launched[0]?.searchParams ?? [])).toMatchObject({
      vendor: 'LOTT',
      launchMode: 'LOTT',
      lottoArea: 'VN',
      lottoPrizeMode: 'LOTT',
      lottoGameCode: 'SPD1',
      lottoView: 'betting',
      backUrl: '/m/lottery',
    });
    expect(withLaunch.requests.some((r) => r.url.pathname === '/wps/game/launchGame')).toBe(true);

    await act(() => router.navigate('/m/lottery'));
    const hero = await screen.findByRole('region', { name: 'Lotto' });
    await userEvent.click(within(hero).getByRole('link', { name: /Speed 5D · 1 Minuto/ }));
    await waitFor(() => expect(launched).toHaveLength(2));
    expect(launched[1]?.searchParams.get('lottoGameCode')).toBe('SPD1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/lottery/bet/SPD1'));
  });

  it('shows what went wrong, with a retry, when the menu cannot be loaded', async () => {
    server = fakeServer({ ...siteHandlers() });
    await renderUi(<LotteryLobbyPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('nagkaroon ng error');
    expect(screen.getByRole('button', { name: 'Subukang muli' })).toBeInTheDocument();
  });
});

describe('the countdown (SPEC §4)', () => {
  it('counts from the remaining time less half the round trip (the lottery time pair)', async () => {
    // The phone's clock stands still unless the test moves it; the 500 ms ticks are real.
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.UTC(2026, 0, 2, 3, 0, 0);
    vi.setSystemTime(start);
    const answer = deferred<{ body: unknown }>();
    server = fakeServer({ ...siteHandlers(), [MENUS_PATH]: () => answer.promise });
    await renderUi(<LotteryLobbyPage />);
    await waitFor(() => expect(lobbyCalls()).toHaveLength(1));
    // The answer comes 2 s after the request left: it was made about 1 s before it arrived.
    vi.setSystemTime(start + 2_000);
    const menus = lotteryMenus([{ tag: 'FAST', labelName: 'Mabilisang Bola', games: [fast1] }]);
    answer.resolve({ body: { success: true, value: menus } });
    const row = () => within(rowOf('Speed 5D · 1 Minuto'));
    // 65 s to the draw − 10 s lock − 1 s (half of the 2 s round trip).
    await waitFor(() => expect(row().getByRole('timer')).toHaveTextContent('00:00:54'));
    expect(row().getByTestId('sale-clock')).toHaveClass('is-open');
    vi.setSystemTime(start + 3_000);
    await waitFor(() => expect(row().getByRole('timer')).toHaveTextContent('00:00:53'));
    vi.setSystemTime(start + 51_500);
    await waitFor(() => expect(row().getByRole('timer')).toHaveTextContent('00:00:05'));
    expect(row().getByTestId('sale-clock')).toHaveClass('is-near-end');
    vi.setSystemTime(start + 58_000);
    await waitFor(() => expect(row().getByRole('timer')).toHaveTextContent('--:--:--'));
    expect(row().getByTestId('sale-clock')).toHaveClass('is-closed');
  });
});

describe('the banner’s next draw to close', () => {
  it('moves to the next game the moment the first one closes, without waiting for a refresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.UTC(2026, 0, 2, 3, 0, 0);
    vi.setSystemTime(start);
    const soon = lotteryGame({
      gameId: 7,
      gameCode: 'SPD1',
      gameName: 'Speed 5D · 1 Minuto',
      remainTime: 20_000,
    });
    const later = lotteryGame({
      gameId: 8,
      gameCode: 'SPD3',
      gameName: 'Speed 5D · 3 Minuto',
      remainTime: 65_000,
    });
    serve(() => [later, soon]);
    await renderUi(<LotteryLobbyPage />);
    const hero = () => screen.queryByRole('link', { name: /^Tumaya na sa / });
    await waitFor(() => expect(hero()).toHaveAccessibleName('Tumaya na sa Speed 5D · 1 Minuto'));
    // 20 s to its draw less its 10 s lock: closed 10 s on. The lobby is not asked again before.
    vi.setSystemTime(start + 10_500);
    await waitFor(() => expect(hero()).toHaveAccessibleName('Tumaya na sa Speed 5D · 3 Minuto'));
    expect(lobbyCalls()).toHaveLength(1);
    // None left on sale: no banner countdown at all.
    vi.setSystemTime(start + 56_000);
    await waitFor(() => expect(hero()).toBeNull());
  });
});

/** Lets the app's pending requests (answered without a timer) finish under fake timers. */
async function flush() {
  for (let round = 0; round < 5; round += 1) await act(() => vi.advanceTimersByTimeAsync(0));
}

describe('the lobby refresh (SPEC §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });

  /** Renders the lobby answering `remain` (ms to the draw) with a lock of `lock` seconds. */
  async function lobbyWith(remain: number, lock: number) {
    serve(() => [lotteryGame({ remainTime: remain, lockTime: lock })]);
    await renderUi(<LotteryLobbyPage />);
    await flush();
    expect(lobbyCalls()).toHaveLength(1);
  }

  it('asks again at the smallest remaining time, lock time subtracted', async () => {
    await lobbyWith(20_000, 5);
    await act(() => vi.advanceTimersByTimeAsync(14_900));
    expect(lobbyCalls()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await flush();
    expect(lobbyCalls()).toHaveLength(2);
  });

  it('asks again after 7 s while a draw is due', async () => {
    await lobbyWith(3_000, 5);
    await act(() => vi.advanceTimersByTimeAsync(6_900));
    expect(lobbyCalls()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await flush();
    expect(lobbyCalls()).toHaveLength(2);
  });

  it('asks again within 30 s however far the draws are', async () => {
    await lobbyWith(3_600_000, 5);
    await act(() => vi.advanceTimersByTimeAsync(29_900));
    expect(lobbyCalls()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await flush();
    expect(lobbyCalls()).toHaveLength(2);
  });

  it('asks nothing while the page is hidden, and at once when it shows again', async () => {
    await lobbyWith(20_000, 5);
    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(lobbyCalls()).toHaveLength(1);
    setVisibility('visible');
    await flush();
    expect(lobbyCalls()).toHaveLength(2);
  });

  it('asks again 200 ms after the language settles (a quick switch back asks nothing)', async () => {
    vi.useRealTimers();
    await i18n.loadLanguages('EN');
    await i18n.loadNamespaces('lottery');
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    await lobbyWith(600_000, 5);
    const inEnglish = () => lobbyCalls().filter((r) => r.url.searchParams.get('language') === 'EN');

    await act(() => changeLanguage('EN'));
    await act(() => vi.advanceTimersByTimeAsync(100));
    await act(() => changeLanguage('TY'));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await flush();
    expect(inEnglish()).toHaveLength(0);

    await act(() => changeLanguage('EN'));
    await act(() => vi.advanceTimersByTimeAsync(199));
    await flush();
    expect(inEnglish()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await flush();
    expect(inEnglish()).toHaveLength(1);
    // The rows stayed on screen meanwhile, and the tabs speak English now.
    expect(screen.getByRole('tab', { name: 'Hot' })).toBeInTheDocument();
    await act(() => changeLanguage('TY'));
  });
});

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}
