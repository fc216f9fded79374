import { GAME_TYPES, GameList, LaunchGame, type GameItem } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { freshIp } from '../../../test/accounts.js';
import { valueOf } from '../../../test/http.js';
import { player, type Player } from '../../../test/inhouse.js';
import { buildTestApp } from '../../../test/test-app.js';

/**
 * The "done when": every tile of the demo lobby opens a game that plays. Each tile is
 * launched as a member would; a provider's game opens its page over HTTP (the provider's
 * authenticate call) for one tile of every vendor and for every TCG lottery tile.
 */
describe('the demo lobby: no tile is a dead end', () => {
  let app: App;
  let origin: string;
  let who: Player;
  beforeAll(async () => {
    app = await buildTestApp();
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
    who = await player(10_000n);
  });
  afterAll(() => app.close());

  async function lobby(): Promise<GameItem[]> {
    const tiles: GameItem[] = [];
    for (const gameType of GAME_TYPES) {
      for (let pageNo = 1; ; pageNo++) {
        const { games } = valueOf(
          await app.inject({
            url: `/wps/relay/GCSGAME_gameList?gameType=${gameType}&pageNo=${pageNo}&pageSize=100`,
            headers: who.headers,
          }),
          GameList,
        );
        tiles.push(...games);
        if (games.length < 100) break;
      }
    }
    return tiles;
  }

  const launch = async (tile: GameItem) =>
    valueOf(
      await app.inject({
        url: `/wps/game/launchGame?nodeId=${tile.nodeId}&backUrl=/m/home`,
        headers: who.headers,
        remoteAddress: freshIp(),
      }),
      LaunchGame,
    ).gameUrl;

  /** Opens a provider's game URL as the browser would; the engine its page plays. */
  async function engineAt(gameUrl: string): Promise<string> {
    const opened = await fetch(gameUrl.replace(/^http:\/\/[^/]+/, origin), { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const play = new URL(opened.headers.get('location') ?? '', origin);
    const session = await fetch(`${origin}/demo-provider/api/session`, {
      headers: { 'x-demo-session': play.searchParams.get('s') ?? '' },
    });
    const info = (await session.json()) as { game?: { engine?: string } };
    return info.game?.engine ?? `none (${session.status})`;
  }

  it('launches every tile into a game of the demo provider or a page of this site', async () => {
    const tiles = await lobby();
    expect(tiles.length).toBeGreaterThan(600);
    const opened = new Map<string, string>(); // vendor → the engine of its first tile
    for (const tile of tiles) {
      const gameUrl = await launch(tile);
      // The provider is served beside the site: its URL is on the host the member asked.
      if (new URL(gameUrl, origin).pathname === '/demo-provider/launch') {
        const tcg = tile.vassalage.startsWith('TCG_');
        if (tcg || !opened.has(tile.vassalage)) {
          opened.set(tile.vassalage, await engineAt(gameUrl));
          if (tcg) expect(opened.get(tile.vassalage)).toBe('keno');
        }
      } else {
        // The site's own games: the in-house games and the LOTT / ELOTT lottery pages.
        expect([tile.vassalage, gameUrl]).toEqual([
          tile.vassalage,
          expect.stringMatching(/^\/m\/(inhouse|lottery)\//),
        ]);
        expect(['INHOUSE', 'LOTT', 'ELOTT']).toContain(tile.vassalage);
      }
    }
    expect(opened.size).toBeGreaterThanOrEqual(19);
    for (const [vendor, engine] of opened)
      expect([vendor, engine]).toEqual([vendor, expect.stringMatching(/^[a-z0-9]+$/)]);
    expect([...opened.keys()]).toEqual(expect.arrayContaining(['TCG_LOTTO_VN', 'TCG_SEA']));
    // Some 600 launches one after another: well under 15 s alone, not on a loaded machine.
  }, 60_000);
});
