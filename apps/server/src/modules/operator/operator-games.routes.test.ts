import {
  GameList,
  HotGames,
  LaunchGame,
  OperatorGame,
  OperatorVendor,
  VassGameType,
  VendorInfo,
} from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '@/app.js';
import { authHeaders, createAccount, signIn } from '../../../test/accounts.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { operatorHeaders } from '../../../test/operator.js';
import { buildTestApp } from '../../../test/test-app.js';

const GAMES = '/operator/merchants/DEMO/games';
const FISH_LIST = '/wps/relay/GCSGAME_gameList?gameType=FISH&pageSize=100';

describe('operator: the merchant’s games', () => {
  let app: App;
  const undo: (() => Promise<unknown>)[] = [];
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterEach(async () => {
    for (const step of undo.splice(0).reverse()) await step();
  });
  afterAll(() => app.close());

  const put = (url: string, payload: object) =>
    app.inject({ method: 'PUT', url, headers: operatorHeaders, payload });
  const fishList = async (headers: Record<string, string> = {}) =>
    app.inject({ url: FISH_LIST, headers });
  async function setGame(nodeId: string, change: object, back: object) {
    const response = await put(`${GAMES}/${nodeId}`, change);
    undo.push(() => put(`${GAMES}/${nodeId}`, back));
    return valueOf(response, OperatorGame);
  }

  it('refuses every call without the operator token', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: `${GAMES}/1`,
      payload: { enabled: false },
    });
    expect(response.statusCode).toBe(403);
  });

  it('hides a switched-off game from the cached list at once, with a new ETag', async () => {
    const before = await fishList();
    const etag = String(before.headers.etag);
    const { games, total } = valueOf(before, GameList);
    const victim = games[0];
    if (!victim) throw new Error('no fish game');
    const switched = await setGame(victim.nodeId, { enabled: false }, { enabled: true });
    expect(switched).toMatchObject({ nodeId: victim.nodeId, enabled: false });

    const after = await fishList({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const list = valueOf(after, GameList);
    expect(list.total).toBe(total - 1);
    expect(list.games.map((game) => game.nodeId)).not.toContain(victim.nodeId);

    const member = authHeaders((await signIn(app, await createAccount())).token);
    const launch = await app.inject({
      url: `/wps/game/launchGame?nodeId=${victim.nodeId}`,
      headers: member,
    });
    expect(errorOf(launch).code).toBe('game.not.found');
    // The operator still lists it, off.
    const listed = valueOf(
      await app.inject({ url: `${GAMES}?vendor=${victim.vassalage}`, headers: operatorHeaders }),
      z.array(OperatorGame),
    );
    expect(listed.find((game) => game.nodeId === victim.nodeId)?.enabled).toBe(false);

    await undo.pop()?.();
    expect(valueOf(await fishList(), GameList).total).toBe(total);
  });

  it('marks a game hot and new, which the hot list and the new filter show at once', async () => {
    const hot = valueOf(await app.inject({ url: '/wps/relay/GCSGAME_hotGamesV2' }), HotGames);
    const plain = valueOf(await fishList(), GameList).games.find(
      (game) => !game.isHot && !game.isNew,
    );
    if (!plain) throw new Error('no plain fish game');
    await setGame(plain.nodeId, { isHot: true, isNew: true }, { isHot: false, isNew: false });
    const hotter = valueOf(await app.inject({ url: '/wps/relay/GCSGAME_hotGamesV2' }), HotGames);
    expect(hotter.list).toHaveLength(hot.list.length + 1);
    expect(hotter.list.find((game) => game.nodeId === plain.nodeId)?.isNew).toBe(true);
    const fresh = valueOf(await app.inject({ url: `${FISH_LIST}&isNew=1` }), GameList);
    expect(fresh.games.map((game) => game.nodeId)).toContain(plain.nodeId);
  });

  it('switches a vendor off: its games, vendor entry and launches go at once', async () => {
    const respond = await put(`${GAMES}/vendors/OKF`, { enabled: false });
    undo.push(() => put(`${GAMES}/vendors/OKF`, { enabled: true }));
    expect(valueOf(respond, OperatorVendor)).toMatchObject({ vassalage: 'OKF', enabled: false });
    const fish = valueOf(await fishList(), GameList).games;
    expect(fish.length).toBeGreaterThan(0);
    expect(fish.every((game) => game.vassalage !== 'OKF')).toBe(true);
    const vendors = valueOf(
      await app.inject({ url: '/wps/relay/GCSGAME_getVassalage' }),
      z.array(VendorInfo),
    );
    expect(vendors.map((vendor) => vendor.vassalage)).not.toContain('OKF');
    const types = valueOf(
      await app.inject({ url: '/wps/relay/GCSGAME_getVassGameType' }),
      VassGameType,
    );
    expect(types.mapping.FISH?.map((tile) => tile.vassalage)).toEqual(['RFH']);
    const member = authHeaders((await signIn(app, await createAccount())).token);
    const launch = await app.inject({
      url: '/wps/game/launchGame?vendor=OKF&gameId=okf_001',
      headers: member,
    });
    expect(errorOf(launch)).toMatchObject({ code: 'vendor.not.found', field: 'vendor' });
  });

  it('turns the prize mode to LOTT when the ELOTT vendor is switched off', async () => {
    await put(`${GAMES}/vendors/ELOTT`, { enabled: false });
    undo.push(() => put(`${GAMES}/vendors/ELOTT`, { enabled: true }));
    const member = authHeaders((await signIn(app, await createAccount())).token);
    const answer = valueOf(
      await app.inject({ url: '/wps/game/launchGame?vendor=LOTT&gameId=VNNORTH', headers: member }),
      LaunchGame,
    );
    expect(new URL(answer.gameUrl, 'http://site.test').searchParams.get('prizeMode')).toBe('LOTT');
  });

  it('reorders a category’s vendors and a vendor’s games', async () => {
    const vendors = async () =>
      valueOf(
        await app.inject({ url: '/wps/relay/GCSGAME_getVassalage?gameType=SLOTS' }),
        z.array(VendorInfo),
      ).map((vendor) => vendor.vassalage);
    const original = await vendors();
    const reversed = [...original].reverse();
    expect(
      valueOf(await put(`${GAMES}/order`, { gameType: 'SLOTS', vendors: reversed }), z.boolean()),
    ).toBe(true);
    undo.push(() => put(`${GAMES}/order`, { gameType: 'SLOTS', vendors: original }));
    expect(await vendors()).toEqual(reversed);

    const rfh = async () =>
      valueOf(await app.inject({ url: `${FISH_LIST}&vassalage=RFH` }), GameList).games.map(
        (game) => game.nodeId,
      );
    const games = await rfh();
    const last = games.at(-1) ?? '';
    await put(`${GAMES}/order`, { vendor: 'RFH', nodeIds: [last] });
    undo.push(() => put(`${GAMES}/order`, { vendor: 'RFH', nodeIds: games }));
    expect(await rfh()).toEqual([last, ...games.slice(0, -1)]);

    const wrong = await put(`${GAMES}/order`, { vendor: 'RFH', nodeIds: ['1'] });
    expect(errorOf(wrong)).toMatchObject({ code: 'game.not.found', field: 'nodeIds' });
    const unknown = await put(`${GAMES}/order`, { gameType: 'SLOTS', vendors: ['RFH'] });
    expect(errorOf(unknown)).toMatchObject({ code: 'vendor.not.found' });
  });

  it('names an unknown game, vendor or merchant', async () => {
    expect(errorOf(await put(`${GAMES}/999999`, { enabled: false })).code).toBe('game.not.found');
    expect(errorOf(await put(`${GAMES}/vendors/NOPE`, { enabled: false })).code).toBe(
      'vendor.not.found',
    );
    expect(errorOf(await put(`${GAMES}/1`, {})).code).toBe('request.invalid');
    const merchant = await app.inject({
      url: '/operator/merchants/NOPE/games',
      headers: operatorHeaders,
    });
    expect(errorOf(merchant).code).toBe('merchant.not.found');
  });
});
