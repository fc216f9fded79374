import {
  ADD_FAVORITE_PATH,
  FAVORITE_IDS_PATH,
  REMOVE_FAVORITE_PATH,
  type GameItem,
} from '@app/contracts/games-zod-free';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/shared/i18n';
import { STORAGE_KEYS } from '@/shared/storage';
import { errorAnswer, fakeServer, requestJson, siteHandlers } from '@/testing/fake-server';
import { memberSession } from '@/testing/render-app';
import { renderUi } from '@/testing/render-ui';
import { useFavoriteIds } from './favourites';
import { GameGrid } from './game-tile';

const game = (n: number): GameItem => ({
  nodeId: String(n),
  gameId: `g${n}`,
  gameName: `Reel ${n}`,
  vassalage: 'JL',
  gameType: 'SLOTS',
  gameClassify: 'video',
  iconUrl: `/wps/game/art/g/${n}.svg`,
  minBet: 0.05,
  isNew: false,
  isHot: false,
  supportPlay: true,
});
const GAMES = [game(3), game(5), game(11)];

/** A grid with the member's hearts, as every game list shows them. */
function Hearts() {
  return <GameGrid games={GAMES} favorites={useFavoriteIds()} />;
}

const localMap = (): unknown =>
  JSON.parse(window.localStorage.getItem(STORAGE_KEYS.favorites) ?? 'null');
const heart = (n: number) => screen.getByRole('button', { name: new RegExp(`Reel ${n} `) });
const isFilled = (n: number) => heart(n).getAttribute('aria-pressed') === 'true';

/** The server's favourites of the signed-in member; add and remove change them. */
function serve(ids: string[] | 'broken') {
  const server = { ids: ids === 'broken' ? [] : [...ids], reads: 0 };
  fakeServer({
    ...siteHandlers(),
    [FAVORITE_IDS_PATH]: () => {
      server.reads += 1;
      return ids === 'broken'
        ? errorAnswer(500, 'server_error', 'down')
        : { body: { success: true, value: server.ids } };
    },
    [ADD_FAVORITE_PATH]: (_url: URL, init: RequestInit | undefined) => {
      const { nodeId } = requestJson(init) as { nodeId: string };
      server.ids = [nodeId, ...server.ids];
      return { body: { success: true, value: true } };
    },
    [REMOVE_FAVORITE_PATH]: (url: URL) => {
      server.ids = server.ids.filter((id) => id !== url.searchParams.get('nodeId'));
      return { body: { success: true, value: true } };
    },
  });
  return server;
}

beforeEach(async () => {
  await initI18n();
  await i18n.loadNamespaces('games');
  // This phone was used by maria before juan signed in.
  window.localStorage.setItem(
    STORAGE_KEYS.favorites,
    JSON.stringify({ maria: ['5', '11'], juan: ['3'] }),
  );
});

describe('local favourites map (SPEC §3: username → gameIds), in step with the server', () => {
  it("takes the member's list from the server, leaving another member's alone", async () => {
    serve(['7', '3']);
    await renderUi(<Hearts />, { session: memberSession({ userName: 'juan' }) });
    await waitFor(() => expect(localMap()).toEqual({ maria: ['5', '11'], juan: ['7', '3'] }));
    // juan's hearts are juan's: maria's favourites 5 and 11 are not shown as his.
    expect(isFilled(3)).toBe(true);
    expect(isFilled(5)).toBe(false);
    expect(isFilled(11)).toBe(false);
  });

  it("adding and removing a favourite changes the member's list only", async () => {
    serve(['3']);
    await renderUi(<Hearts />, { session: memberSession({ userName: 'juan' }) });
    await waitFor(() => expect(isFilled(3)).toBe(true));

    await userEvent.click(heart(11));
    await waitFor(() => expect(isFilled(11)).toBe(true));
    expect(localMap()).toEqual({ maria: ['5', '11'], juan: ['11', '3'] });

    await userEvent.click(heart(3));
    await waitFor(() => expect(isFilled(3)).toBe(false));
    expect(localMap()).toEqual({ maria: ['5', '11'], juan: ['11'] });
  });

  it('a refused change leaves the map as it was', async () => {
    fakeServer({
      ...siteHandlers(),
      [FAVORITE_IDS_PATH]: ['3'],
      [ADD_FAVORITE_PATH]: () => errorAnswer(400, 'game_not_found', 'no such game'),
    });
    await renderUi(<Hearts />, { session: memberSession({ userName: 'juan' }) });
    await waitFor(() => expect(isFilled(3)).toBe(true));
    await userEvent.click(heart(11));
    // The member is told why, and the heart stays empty.
    expect(await screen.findByText('no such game')).toBeInTheDocument();
    await waitFor(() => expect(heart(11)).toBeEnabled());
    expect(isFilled(11)).toBe(false);
    expect(localMap()).toEqual({ maria: ['5', '11'], juan: ['3'] });
  });

  it('when the list could not be read, a new favourite joins the ones on the phone', async () => {
    const server = serve('broken');
    await renderUi(<Hearts />, { session: memberSession({ userName: 'juan' }) });
    await waitFor(() => expect(server.reads).toBeGreaterThan(0));
    // The list's read has failed: the hearts show the phone's copy (juan's 3), not nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isFilled(3)).toBe(true);
    expect(isFilled(11)).toBe(false);
    await userEvent.click(heart(11));
    await waitFor(() => expect(isFilled(11)).toBe(true));
    // The server still has 3: the phone's copy keeps it, and its heart stays filled.
    expect(localMap()).toEqual({ maria: ['5', '11'], juan: ['11', '3'] });
    expect(isFilled(3)).toBe(true);
  });
});

describe('GameGrid', () => {
  it("fetches the first eagerTiles tiles' art at once and leaves the rest lazy", async () => {
    fakeServer(siteHandlers());
    await renderUi(
      <GameGrid
        games={[game(1), game(2), game(3), game(4)]}
        favorites={new Set()}
        eagerTiles={2}
      />,
    );
    const loading = (await screen.findAllByRole('listitem')).map((tile) =>
      tile.querySelector('img')?.getAttribute('loading'),
    );
    expect(loading).toEqual(['eager', 'eager', 'lazy', 'lazy']);
  });
});
