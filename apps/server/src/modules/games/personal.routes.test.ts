import { FavoriteGames, GameList, LoginResult, RecentGames, type GameItem } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '@/app.js';
import { authHeaders, createAccount, freshIp, signIn } from '../../../test/accounts.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { buildTestApp } from '../../../test/test-app.js';

const ADD_FAV = '/wps/relay/MCSFE_addFavoriteGameV2';
const REMOVE_FAV = '/wps/relay/MCSFE_removeFavoriteGameV2';
const FAVS = '/wps/relay/MCSFE_getFavoriteGames';
const FAV_IDS = '/wps/relay/MCSFE_getFavoriteGamesList';
const ADD_RECENT = '/wps/relay/MCS2_addRecentGame';
const RECENTS = '/wps/relay/GCS_recentGame';

type Headers = Record<string, string>;

describe('game lobby: a member’s favourites and recents', () => {
  let app: App;
  let slots: GameItem[];
  beforeAll(async () => {
    app = await buildTestApp();
    const page = await app.inject({
      url: '/wps/relay/GCSGAME_gameList?gameType=SLOTS&pageSize=60',
    });
    slots = valueOf(page, GameList).games;
  });
  afterAll(() => app.close());

  const member = async (): Promise<Headers> =>
    authHeaders((await signIn(app, await createAccount())).token);
  const game = (n: number): GameItem => {
    const found = slots[n];
    if (!found) throw new Error(`no slot game ${n}`);
    return found;
  };
  const addFavorite = (headers: Headers, item: GameItem) =>
    app.inject({
      method: 'POST',
      url: ADD_FAV,
      headers,
      payload: { nodeId: item.nodeId, vendor: item.vassalage },
    });
  const favorites = async (headers: Headers, query = '') =>
    valueOf(await app.inject({ url: `${FAVS}${query}`, headers }), FavoriteGames);
  const addRecent = (headers: Headers, item: GameItem) =>
    app.inject({ url: `${ADD_RECENT}?nodeId=${item.nodeId}&vendor=${item.vassalage}`, headers });
  const recents = async (headers: Headers, query = '') =>
    valueOf(await app.inject({ url: `${RECENTS}${query}`, headers }), RecentGames);

  it('refuses guests on every personal list (login.not.session)', async () => {
    const calls = [
      app.inject({ method: 'POST', url: ADD_FAV, payload: { nodeId: '1', vendor: 'SPX' } }),
      app.inject({ method: 'DELETE', url: `${REMOVE_FAV}?nodeId=1&vendor=SPX` }),
      app.inject({ url: FAVS }),
      app.inject({ url: FAV_IDS }),
      app.inject({ url: `${ADD_RECENT}?nodeId=1&vendor=SPX` }),
      app.inject({ url: RECENTS }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('login.not.session');
    }
  });

  it('keeps favourites newest first, one row however often added, never cached', async () => {
    const headers = await member();
    expect(await favorites(headers)).toEqual({ content: [], pageNum: 1, totalPages: 0, total: 0 });
    for (const item of [game(0), game(1), game(2), game(1)]) {
      const response = await addFavorite(headers, item);
      expect(valueOf(response, z.boolean())).toBe(true);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    const page = await favorites(headers);
    expect(page.content.map((item) => item.nodeId)).toEqual(
      [game(2), game(1), game(0)].map((item) => item.nodeId),
    );
    expect(page.total).toBe(3);
    const ids = valueOf(await app.inject({ url: FAV_IDS, headers }), z.array(z.string()));
    expect(ids).toEqual(page.content.map((item) => item.nodeId));

    const removed = await app.inject({
      method: 'DELETE',
      url: `${REMOVE_FAV}?nodeId=${game(1).nodeId}&vendor=SPX`,
      headers,
    });
    expect(valueOf(removed, z.boolean())).toBe(true);
    expect((await favorites(headers)).content.map((item) => item.nodeId)).toEqual(
      [game(2), game(0)].map((item) => item.nodeId),
    );
  });

  it('keeps one member’s lists out of another’s', async () => {
    const [alice, bob] = [await member(), await member()];
    await addFavorite(alice, game(3));
    await addRecent(alice, game(4));
    expect((await favorites(bob)).total).toBe(0);
    expect((await recents(bob)).total).toBe(0);
    await addFavorite(bob, game(5));
    expect((await favorites(alice)).content.map((item) => item.nodeId)).toEqual([game(3).nodeId]);
    expect((await favorites(bob)).content.map((item) => item.nodeId)).toEqual([game(5).nodeId]);
    // Bob removing Alice's favourite removes nothing of hers.
    await app.inject({
      method: 'DELETE',
      url: `${REMOVE_FAV}?nodeId=${game(3).nodeId}&vendor=${game(3).vassalage}`,
      headers: bob,
    });
    expect((await favorites(alice)).total).toBe(1);
  });

  it('pages favourites 26 and recents 25 by default, last played first', async () => {
    const headers = await member();
    for (let n = 0; n < 27; n++) await addFavorite(headers, game(n));
    const first = await favorites(headers);
    expect(first.content).toHaveLength(26);
    expect(first.totalPages).toBe(2);
    expect((await favorites(headers, '?pageNo=2')).content.map((item) => item.nodeId)).toEqual([
      game(0).nodeId,
    ]);
    expect((await favorites(headers, '?pageNo=3')).content).toEqual([]);

    for (let n = 0; n < 26; n++) await addRecent(headers, game(n));
    await addRecent(headers, game(0)); // played again: first once more, still one row
    const recent = await recents(headers);
    expect(recent.list).toHaveLength(25);
    expect(recent.total).toBe(26);
    expect(recent.list[0]?.nodeId).toBe(game(0).nodeId);
    expect(recent.list[1]?.nodeId).toBe(game(25).nodeId);
    expect((await recents(headers, '?page=2')).list.map((item) => item.nodeId)).toEqual([
      game(1).nodeId,
    ]);
    expect((await recents(headers, '?gameType=LIVE')).total).toBe(0);
  });

  it('refuses an unknown game, or a vendor that is not the game’s, with game.not.found', async () => {
    const headers = await member();
    const unknown = await addFavorite(headers, { ...game(0), nodeId: '999999' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toMatchObject({ code: 'game.not.found', field: 'nodeId' });
    const wrongVendor = await addRecent(headers, { ...game(0), vassalage: 'RLC' });
    expect(errorOf(wrongVendor).code).toBe('game.not.found');
    const bad = await app.inject({ url: `${FAVS}?pageNo=0`, headers });
    expect(errorOf(bad)).toMatchObject({ code: 'request.invalid', field: 'pageNo' });
  });

  it('lets a trial account keep its own favourites on the trial site', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      remoteAddress: freshIp(),
    });
    const trial = valueOf(response, LoginResult);
    const headers = authHeaders(trial.token, 'DEMOTRIAL');
    const trialSlots = valueOf(
      await app.inject({ url: '/wps/relay/GCSGAME_gameList?gameType=SLOTS', headers }),
      GameList,
    ).games;
    const item = trialSlots[0];
    if (!item) throw new Error('the trial site has no slots');
    expect((await addFavorite(headers, item)).statusCode).toBe(200);
    expect((await favorites(headers)).content.map((entry) => entry.nodeId)).toEqual([item.nodeId]);
  });
});
