import {
  GameList,
  LaunchGame,
  LoginResult,
  OPERATOR_PROVIDERS_PATH,
  RecentGames,
  type GameItem,
} from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { authHeaders, createAccount, freshIp, signIn } from '../../../test/accounts.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { buildTestApp, OPERATOR_TOKEN } from '../../../test/test-app.js';
import { DEMO_PROVIDER_CODE } from '../providers/index.js';

const LAUNCH = '/wps/game/launchGame';

describe('game lobby: launching a game', () => {
  let app: App;
  let headers: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    headers = authHeaders((await signIn(app, await createAccount())).token);
  });
  afterAll(() => app.close());

  const first = async (query: string, merchant = 'DEMO'): Promise<GameItem> => {
    const answer = valueOf(
      await app.inject({ url: `/wps/relay/GCSGAME_gameList?${query}`, headers: { merchant } }),
      GameList,
    );
    if (!answer.games[0]) throw new Error(`no game for ${query}`);
    return answer.games[0];
  };
  const launch = (query: string, as = headers) =>
    app.inject({ url: `${LAUNCH}?${query}`, headers: as });
  const gameUrl = async (query: string, as = headers) =>
    new URL(valueOf(await launch(query, as), LaunchGame).gameUrl, 'http://site.test');

  it('refuses guests with login.not.session', async () => {
    const slot = await first('gameType=SLOTS');
    const response = await app.inject({ url: `${LAUNCH}?nodeId=${slot.nodeId}` });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('login.not.session');
  });

  it('opens a provider’s game on its launch URL with a one-time launch token, not the session', async () => {
    const slot = await first('gameType=SLOTS&vassalage=SPX');
    const response = await launch(`nodeId=${slot.nodeId}&backUrl=/m/gameList`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const url = new URL(valueOf(response, LaunchGame).gameUrl);
    // The demo data's provider is served beside the site, on its own path.
    expect(url.pathname).toBe('/demo-provider/launch');
    expect(url.searchParams.get('g')).toBe(slot.gameId);
    expect(url.searchParams.get('type')).toBe('SLOTS');
    expect(url.searchParams.get('name')).toBe(slot.gameName);
    const token = url.searchParams.get('t') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(token).not.toBe(headers.authorization);
    expect(url.searchParams.get('b')).toMatch(/\/m\/gameList$/);
    const again = await gameUrl(`vendor=SPX&gameId=${slot.gameId}`);
    expect(again.searchParams.get('t')).not.toBe(token);
  });

  it("opens a hot match: the vendor's game at the match's room", async () => {
    const lobby = await gameUrl('vendor=PSB&gameId=lobby&roomId=pba-101');
    expect(lobby.searchParams.get('g')).toBe('lobby');
    expect(lobby.searchParams.get('room')).toBe('pba-101');
    const sports = await first('gameType=SPORTS&vassalage=PSB');
    const node = await gameUrl(`nodeId=${sports.nodeId}&roomId=pba-102`);
    expect(node.searchParams.get('g')).toBe(sports.gameId);
    expect(node.searchParams.get('room')).toBe('pba-102');
    const bad = await launch('vendor=PSB&gameId=lobby&roomId=a%26b%3Dc');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).field).toBe('roomId');
  });

  it('adds the launched game to the member’s recents, first', async () => {
    const live = await first('gameType=LIVE');
    await launch(`nodeId=${live.nodeId}`);
    const recents = valueOf(
      await app.inject({ url: '/wps/relay/GCS_recentGame', headers }),
      RecentGames,
    );
    expect(recents.list[0]?.nodeId).toBe(live.nodeId);
  });

  it('opens the in-house games as pages of this site', async () => {
    const answer = valueOf(await launch('vendor=INHOUSE&gameId=dice'), LaunchGame);
    expect(answer.gameUrl).toBe('/m/inhouse/dice');
    const slot = await first('gameType=INHOUSE&gameName=perlas%20slots');
    expect(valueOf(await launch(`nodeId=${slot.nodeId}`), LaunchGame).gameUrl).toBe(
      '/m/inhouse/slot',
    );
  });

  it('opens TCG lotteries at their lobby, and LOTT/ELOTT games on this site’s lottery pages', async () => {
    // Played by the demo provider, a TCG lobby opens the vendor's first game; a game, itself.
    for (const vendor of ['TCG_LOTTO_VN', 'TCG_SEA']) {
      const firstGame = await first(`gameType=LOTTERY&vassalage=${vendor}`);
      const lobby = await gameUrl(`vendor=${vendor}`);
      expect(lobby.pathname).toBe('/demo-provider/launch');
      expect([lobby.searchParams.get('g'), lobby.searchParams.get('type')]).toEqual([
        firstGame.gameId,
        'LOTTERY',
      ]);
      const game = await gameUrl(`vendor=${vendor}&gameId=${firstGame.gameId}`);
      expect(game.searchParams.get('g')).toBe(firstGame.gameId);
    }
    // Played by no provider, it opens at the vendor's own lottery lobby (SPEC §7).
    const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };
    const unlink = await app.inject({
      method: 'DELETE',
      url: `${OPERATOR_PROVIDERS_PATH}/vendors/TCG_SEA`,
      headers: operator,
    });
    expect(unlink.statusCode).toBe(200);
    try {
      const url = await gameUrl('vendor=TCG_SEA');
      expect(url.searchParams.get('gameCode')).toBe('lobby');
      expect(url.searchParams.get('lottoArea')).toBe('VN');
    } finally {
      await app.inject({
        method: 'PUT',
        url: `${OPERATOR_PROVIDERS_PATH}/${DEMO_PROVIDER_CODE}/vendors/TCG_SEA`,
        headers: operator,
      });
    }
    const page = async (query: string) => valueOf(await launch(query), LaunchGame).gameUrl;
    expect(await page('vendor=LOTT&gameId=VNNORTH&lottoPrizeMode=LOTT&backUrl=/m/gameList')).toBe(
      '/m/lottery/bet/VNNORTH?prizeMode=LOTT&backUrl=%2Fm%2FgameList',
    );
    // The demo's ELOTT vendor plays TCG_LOTTO_VN and LOTT: the prize mode is ELOTT (prizeModeOf).
    expect(await page('vendor=ELOTT&gameId=lobby')).toBe(
      '/m/lottery?prizeMode=ELOTT&backUrl=%2Fm%2Fhome',
    );
    expect(await page('vendor=LOTT&lottoGameCode=SPD1&lottoView=betting')).toBe(
      '/m/lottery/bet/SPD1?prizeMode=ELOTT&backUrl=%2Fm%2Fhome',
    );
    const unknown = await launch('vendor=ELOTT&lottoGameCode=L642');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toMatchObject({ code: 'game.not.found', field: 'lottoGameCode' });
  });

  it('a lottery game opened by its code becomes the member’s most recent; playType goes along', async () => {
    const member = authHeaders((await signIn(app, await createAccount())).token);
    const page = async (query: string) => valueOf(await launch(query, member), LaunchGame).gameUrl;
    expect(
      await page(
        'vendor=LOTT&lottoGameCode=SPD3&lottoPrizeMode=ELOTT&lottoView=betting&playType=trad&backUrl=/m/lottery',
      ),
    ).toBe('/m/lottery/bet/SPD3?prizeMode=ELOTT&playType=trad&backUrl=%2Fm%2Flottery');
    const recents = valueOf(
      await app.inject({ url: '/wps/relay/GCS_recentGame', headers: member }),
      RecentGames,
    );
    expect(recents.list.map((game) => [game.vassalage, game.gameId])).toEqual([['ELOTT', 'SPD3']]);
    // The lobby (no game) adds nothing; playType means nothing there.
    expect(await page('vendor=LOTT&lottoView=lobby&playType=trad')).toBe(
      '/m/lottery?prizeMode=ELOTT&backUrl=%2Fm%2Fhome',
    );
    const after = valueOf(
      await app.inject({ url: '/wps/relay/GCS_recentGame', headers: member }),
      RecentGames,
    );
    expect(after.list).toHaveLength(1);
    const bad = await launch('vendor=LOTT&lottoGameCode=SPD3&playType=both', member);
    expect(errorOf(bad)).toMatchObject({ code: 'request.invalid', field: 'playType' });
  });

  it('names unknown games and vendors with their own codes', async () => {
    const cases = [
      ['nodeId=999999', 'game.not.found', 'nodeId'],
      ['vendor=SPX&gameId=nope', 'game.not.found', 'gameId'],
      ['vendor=NOPE&gameId=x', 'vendor.not.found', 'vendor'],
      ['vendor=SPX', 'game.not.found', 'gameId'],
    ] as const;
    for (const [query, code, field] of cases) {
      const response = await launch(query);
      expect(response.statusCode, query).toBe(404);
      expect(errorOf(response), query).toMatchObject({ code, field });
    }
    const noGame = await launch('backUrl=/m/home');
    expect(errorOf(noGame)).toMatchObject({ code: 'request.invalid', field: 'nodeId' });
    const offSite = await launch('nodeId=1&backUrl=https://evil.example/');
    expect(errorOf(offSite)).toMatchObject({ code: 'request.invalid', field: 'backUrl' });
  });

  it('lets a trial account launch (it plays with play money)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      remoteAddress: freshIp(),
    });
    const trial = authHeaders(valueOf(response, LoginResult).token, 'DEMOTRIAL');
    const fish = await first('gameType=FISH', 'DEMOTRIAL');
    const url = await gameUrl(`nodeId=${fish.nodeId}`, trial);
    expect(url.searchParams.get('g')).toBe(fish.gameId);
  });
});
