import {
  GameList,
  HotGames,
  splitSports,
  VassGameType,
  VendorInfo,
  type GameItem,
} from '@app/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '@/app.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { captureStream } from '../../../test/log.js';
import { buildTestApp } from '../../../test/test-app.js';

const LIST = '/wps/relay/GCSGAME_gameList';
const HOT = '/wps/relay/GCSGAME_hotGamesV2';
const VASS = '/wps/relay/GCSGAME_getVassalage';
const TYPES = '/wps/relay/GCSGAME_getVassGameType';

describe('game lobby: catalogue answers', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const list = async (query: string) =>
    valueOf(await app.inject({ url: `${LIST}?${query}` }), GameList);
  /** Every game a filter finds, through all its pages. */
  async function all(query: string): Promise<GameItem[]> {
    const found: GameItem[] = [];
    for (let page = 1; ; page++) {
      const answer = await list(`${query}&pageSize=100&pageNo=${page}`);
      found.push(...answer.games);
      if (page >= answer.totalPages) return found;
    }
  }

  it('holds over 600 games in every category, 26 a page by default', async () => {
    const first = await list('');
    expect(first.games).toHaveLength(26);
    expect(first.total).toBeGreaterThan(600);
    expect(first.totalPages).toBe(Math.ceil(first.total / 26));
    const types = await Promise.all(
      [
        'SPORTS',
        'ESPORTS',
        'COCKFIGHT',
        'LIVE',
        'FISH',
        'SLOTS',
        'CARDS',
        'INHOUSE',
        'LOTTERY',
      ].map(async (gameType) => (await list(`gameType=${gameType}`)).total),
    );
    expect(types.every((total) => total > 0)).toBe(true);
  });

  it('filters by gameType, vassalage, gameClassify, isNew and minBet together', async () => {
    const slots = await all('gameType=SLOTS&vassalage=SPX&gameClassify=megaways');
    expect(slots.length).toBeGreaterThan(0);
    for (const game of slots) {
      expect(game).toMatchObject({ gameType: 'SLOTS', vassalage: 'SPX', gameClassify: 'megaways' });
      expect(game.gameName).toContain('Megaways');
    }
    const fresh = await all('gameType=SLOTS&isNew=true');
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.every((game) => game.isNew)).toBe(true);
    expect(fresh.length).toBeLessThan((await list('gameType=SLOTS')).total);
    const cheap = await all('gameType=SLOTS&minBet=0.01');
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((game) => game.minBet === 0.01)).toBe(true);
  });

  it('searches game names without regard to case', async () => {
    const found = await all('gameName=  pERLAS d');
    expect(found.map((game) => game.gameName)).toEqual(['Perlas Dice']);
    expect((await list('gameName=no%20such%20game%20here')).games).toEqual([]);
  });

  it('serves the two in-house games as Perlas Originals, dice and slot', async () => {
    const inhouse = await all('gameType=INHOUSE');
    expect(inhouse.map((game) => [game.gameId, game.gameName]).sort()).toEqual([
      ['dice', 'Perlas Dice'],
      ['slot', 'Perlas Slots'],
    ]);
    const vendors = valueOf(
      await app.inject({ url: `${VASS}?gameType=INHOUSE` }),
      z.array(VendorInfo),
    );
    expect(vendors).toMatchObject([{ vassalage: 'INHOUSE', displayName: 'Perlas Originals' }]);
  });

  it('pages to the last page, then answers an empty list with the right totalPages', async () => {
    const { total, totalPages } = await list('gameType=FISH&pageSize=10');
    const last = await list(`gameType=FISH&pageSize=10&pageNo=${totalPages}`);
    expect(last.games).toHaveLength(total - (totalPages - 1) * 10);
    const past = await list(`gameType=FISH&pageSize=10&pageNo=${totalPages + 1}`);
    expect(past).toEqual({ games: [], pageNum: totalPages + 1, totalPages, total });
    const none = await list('gameType=FISH&vassalage=NOPE');
    expect(none).toEqual({ games: [], pageNum: 1, totalPages: 0, total: 0 });
  });

  it('refuses bad page numbers and sizes with 400 naming the field', async () => {
    for (const [query, field] of [
      ['pageNo=0', 'pageNo'],
      ['pageNo=-3', 'pageNo'],
      ['pageNo=abc', 'pageNo'],
      ['pageNo=1.5', 'pageNo'],
      ['pageSize=0', 'pageSize'],
      ['pageSize=101', 'pageSize'],
      ['gameType=BINGO', 'gameType'],
      ['minBet=0.2', 'minBet'],
    ] as const) {
      const response = await app.inject({ url: `${LIST}?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'request.invalid', field });
    }
  });

  it('answers the hot games, all flagged hot, of one category when asked', async () => {
    const hot = valueOf(await app.inject({ url: HOT }), HotGames).list;
    expect(hot.length).toBeGreaterThan(10);
    expect(hot.every((game) => game.isHot)).toBe(true);
    const liveHot = valueOf(await app.inject({ url: `${HOT}?gameType=LIVE` }), HotGames).list;
    expect(liveHot.length).toBeGreaterThan(0);
    expect(liveHot.every((game) => game.gameType === 'LIVE')).toBe(true);
  });

  it('sorts vendors with e-sport and cockfight under SPORTS, which the client splits after it', async () => {
    const answer = valueOf(await app.inject({ url: `${TYPES}?typeId=1` }), VassGameType);
    const categories = answer.sorting.map((entry) => entry.gameCategory);
    expect(categories).not.toContain('ESPORTS');
    const sports = answer.sorting.find((entry) => entry.gameCategory === 'SPORTS');
    expect(sports?.vassalage).toEqual(expect.arrayContaining(['TF', 'IA', 'DS88', 'SV3']));
    const split = splitSports(answer.sorting).map((entry) => entry.gameCategory);
    expect(split.slice(0, 3)).toEqual(['SPORTS', 'ESPORTS', 'COCKFIGHT']);
    expect(split).toEqual(expect.arrayContaining(['LIVE', 'FISH', 'SLOTS', 'CARDS', 'LOTTERY']));
    // Each category's vendor tiles, and the lottery vendors ELOTT plays (prize mode ELOTT).
    expect(answer.mapping.ESPORTS?.map((tile) => tile.vassalage)).toEqual(['TF', 'IA']);
    expect(answer.mapping.ELOTT?.map((tile) => tile.vassalage)).toEqual(['TCG_LOTTO_VN', 'LOTT']);
  });

  it('names classification tabs in the caller’s language', async () => {
    const names = async (language: string) => {
      const answer = valueOf(await app.inject({ url: TYPES, headers: { language } }), VassGameType);
      return answer.sorting.find((entry) => entry.gameCategory === 'CARDS')?.gameClassify;
    };
    expect(await names('EN')).toContainEqual({ key: 'table', displayName: 'Other Card Games' });
    expect(await names('TY')).toContainEqual({ key: 'table', displayName: 'Iba pang Baraha' });
  });

  it('answers 304 to a matching If-None-Match, for members and guests alike', async () => {
    for (const url of [`${LIST}?gameType=SLOTS&pageNo=2`, HOT, VASS, TYPES]) {
      const first = await app.inject({ url });
      const etag = first.headers.etag;
      expect(etag, url).toBeTypeOf('string');
      expect(first.headers['cache-control']).toBe('no-cache');
      const again = await app.inject({ url, headers: { 'if-none-match': String(etag) } });
      expect(again.statusCode, url).toBe(304);
      const member = await app.inject({
        url,
        headers: { 'if-none-match': String(etag), authorization: 'any-token' },
      });
      expect(member.statusCode, url).toBe(304);
    }
  });

  it('answers the lobby’s cached reads without a per-address limit (relays default to 120/min)', async () => {
    const statuses = new Set<number>();
    for (let n = 0; n < 130; n++) statuses.add((await app.inject({ url: HOT })).statusCode);
    expect([...statuses]).toEqual([200]);
  });

  it('sends a cached answer once, with no "already sent" warning in the log', async () => {
    const log = captureStream();
    const logged = await buildTestApp({ config: { logLevel: 'warn' }, logStream: log.stream });
    try {
      expect((await logged.inject({ url: HOT })).statusCode).toBe(200);
      expect((await logged.inject({ url: `${LIST}?gameType=CARDS` })).statusCode).toBe(200);
      expect(log.lines().filter((line) => line.includes('already sent'))).toEqual([]);
    } finally {
      await logged.close();
    }
  });

  it('serves every icon and logo as a small immutable WebP drawn here', async () => {
    const { games } = await list('pageSize=30');
    const vendors = valueOf(await app.inject({ url: VASS }), z.array(VendorInfo));
    const urls = [
      ...games.map((game) => game.iconUrl),
      ...vendors.flatMap((vendor) => [vendor.mobileSmallIcon, vendor.mobileLargeIcon]),
    ];
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) {
      expect(url).toMatch(/^\/wps\/game\/art\/[\w-]+\.[\w-]{10}\.webp$/);
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
      expect(response.rawPayload.length).toBeLessThan(16_384);
    }
    const sizeOf = async (url: string) => {
      const { width, height } = await sharp((await app.inject(url)).rawPayload).metadata();
      return `${width}x${height}`;
    };
    expect(await sizeOf(games[0]?.iconUrl ?? '')).toBe('200x200');
    expect(await sizeOf(vendors[0]?.mobileSmallIcon ?? '')).toBe('240x80');
    expect(await sizeOf(vendors[0]?.mobileLargeIcon ?? '')).toBe('300x200');
    // Each game's own colours: no two of the first page share the colour of their tile's corner.
    const corners = await Promise.all(
      games.map(async (game) => {
        const pixels = await sharp((await app.inject(game.iconUrl)).rawPayload)
          .extract({ left: 40, top: 4, width: 1, height: 1 })
          .raw()
          .toBuffer();
        return [...pixels.subarray(0, 3)].join(',');
      }),
    );
    expect(new Set(corners).size).toBe(games.length);
    expect((await app.inject('/wps/game/art/g1.AAAAAAAAAA.webp')).statusCode).toBe(404);
  });
});
