import {
  CurrentDraw,
  DrawHistory,
  LOTTERY_PATHS,
  LotteryGamesAnswer,
  LotteryGroupsAnswer,
  LotteryMenusAnswer,
  sha256Hex,
  verifyDraw,
  type LotteryGame,
} from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { errorOf, valueOf } from '../../../test/http.js';
import {
  bet,
  bettor,
  drawAt,
  fakeClock,
  lotteryWorld,
  NOON,
  placeOrder,
  type LotteryMerchant,
} from '../../../test/lottery.js';

const byCode = (games: LotteryGame[], code: string) => {
  const game = games.find((item) => item.gameCode === code);
  if (!game) throw new Error(`no ${code} in ${games.map((item) => item.gameCode).join()}`);
  return game;
};

describe('lottery lobby calls', () => {
  const clock = fakeClock(NOON + 5_000);
  let app: App;
  let merchant: LotteryMerchant;

  beforeAll(async () => {
    ({ app, merchant } = await lotteryWorld(clock));
  });
  afterAll(() => app.close());

  const get = (path: string, query = '', headers: Record<string, string> = {}) =>
    app.inject({
      url: `${path}?${query}`,
      headers: { merchant: merchant.code, language: 'EN', ...headers },
    });

  it('answers the games of a prize mode with SPEC §3’s fields', async () => {
    const games = valueOf(
      await get(LOTTERY_PATHS.games, 'prizeMode=LOTT&device=MOBILE'),
      LotteryGamesAnswer,
    );
    expect(games.map((game) => game.gameCode)).toEqual([
      'SPD1',
      'SPD3',
      'SPD5',
      'VNNORTH',
      'VNCENTRAL',
      'VNSOUTH',
    ]);
    const current = await drawAt(merchant.merchantId, 'SPD1', NOON + 60_000);
    const previous = await drawAt(merchant.merchantId, 'SPD1', NOON);
    expect(byCode(games, 'SPD1')).toMatchObject({
      gameCode: 'SPD1',
      code: 'SPD1',
      gameGroupCode: 'FAST',
      gameName: 'Speed 5D · 1 Minute',
      numero: '20261124-0721',
      isSale: true,
      remainTime: 55_000, // to the draw; sales close lockTime (10 s) earlier
      lockTime: 10,
      previousNumero: '20261124-0720',
      previousWinningNumber: previous.winningNumber,
      winningTime: NOON,
      tradPlaySwitch: true,
      entPlaySwitch: true,
      numberFormat: 'D5',
      mUi: 'D5',
      drawInterval: 60,
      seedHash: current.seedHash,
      limits: { betMin: 100, betMax: 1_000_000, drawMax: 5_000_000 },
    });
    expect(byCode(games, 'VNNORTH')).toMatchObject({
      numero: '20261124',
      numberFormat: 'VN_NORTH',
      isSale: true,
      entPlaySwitch: false,
      lockTime: 900,
      drawInterval: 86_400,
    });
    // ZY offers the fast games alone; prize modes are taken in any case (SPEC §3 writes Elott).
    const zy = valueOf(await get(LOTTERY_PATHS.games, 'prizeMode=ZY'), LotteryGamesAnswer);
    expect(zy.map((game) => game.gameCode)).toEqual(['SPD1', 'SPD3', 'SPD5']);
    const elott = valueOf(
      await get(LOTTERY_PATHS.games, 'prizeMode=Elott&language=TY'),
      LotteryGamesAnswer,
    );
    expect(byCode(elott, 'SPD3').gameName).toBe('Speed 5D · 3 Minuto');
  });

  it('answers the tab strip: HOT, FAV (filled by the phone from its favourites), then the groups', async () => {
    const menus = valueOf(await get(LOTTERY_PATHS.menus), LotteryMenusAnswer);
    expect(menus.map((menu) => [menu.tag, menu.labelName])).toEqual([
      ['HOT', 'Hot'],
      ['FAV', 'Favourites'],
      ['FAST', 'Fast Draws'],
      ['VN', 'Vietnam Lotto'],
    ]);
    const codes = (tag: string) =>
      menus.find((menu) => menu.tag === tag)?.gameMenus.map((game) => game.gameCode);
    expect(codes('HOT')).toEqual(['SPD1', 'SPD5', 'VNNORTH']);
    expect(codes('FAV')).toEqual([]);
    expect(codes('FAST')).toEqual(['SPD1', 'SPD3', 'SPD5']);
    expect(codes('VN')).toEqual(['VNNORTH', 'VNCENTRAL', 'VNSOUTH']);
    const ty = valueOf(await get(LOTTERY_PATHS.menus, '', { language: 'TY' }), LotteryMenusAnswer);
    expect(ty.map((menu) => menu.labelName)).toEqual([
      'Mainit',
      'Paborito',
      'Mabilisang Bola',
      'Vietnam Lotto',
    ]);
  });

  it('answers the popular games and the VN area’s groups', async () => {
    const popular = valueOf(await get(LOTTERY_PATHS.popular), LotteryGamesAnswer);
    expect(popular.every((game) => game.isHot)).toBe(true);
    const groups = valueOf(await get(LOTTERY_PATHS.vnMenu, 'prizeMode=LOTT'), LotteryGroupsAnswer);
    expect(
      groups.map((group) => [group.gameGroupId, group.gameGroupCode, group.games.length]),
    ).toEqual([
      [1, 'FAST', 3],
      [2, 'VN', 3],
    ]);
  });

  it('sends one body per draw change under its ETag: 304 while only time passes, a fresh remainTime on every 200', async () => {
    clock.set(NOON + 20_000);
    const first = await get(LOTTERY_PATHS.menus);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const remain = (response: typeof first) =>
      byCode(valueOf(response, LotteryMenusAnswer)[2]?.gameMenus ?? [], 'SPD1').remainTime;
    expect(remain(first)).toBe(40_000);

    clock.advance(7_000);
    const later = await get(LOTTERY_PATHS.menus);
    expect(later.headers.etag).toBe(etag);
    expect(remain(later)).toBe(33_000);
    const revalidated = await get(LOTTERY_PATHS.menus, '', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    // The sale closes 10 s before the draw: a new body, the game no longer on sale.
    clock.set(NOON + 50_000);
    await app.lottery.engine.tick();
    const closed = await get(LOTTERY_PATHS.menus, '', { 'if-none-match': etag });
    expect(closed.statusCode).toBe(200);
    expect(closed.headers.etag).not.toBe(etag);
    const spd1 = byCode(valueOf(closed, LotteryMenusAnswer)[2]?.gameMenus ?? [], 'SPD1');
    expect(spd1).toMatchObject({ isSale: false, remainTime: 10_000, numero: '20261124-0721' });

    // Compressed for a phone that asks, with the same tag.
    const br = await get(LOTTERY_PATHS.menus, '', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(closed.headers.etag);
  });

  it('answers the current draw with the next draws’ commitments, and results whose seeds verify', async () => {
    clock.set(NOON + 60_000);
    await app.lottery.engine.tick();
    const current = valueOf(await get(LOTTERY_PATHS.current, 'gameCode=SPD1'), CurrentDraw);
    expect(current.current).toMatchObject({
      numero: '20261124-0722',
      status: 'selling',
      isSale: true,
      remainTime: 60_000,
      closeTime: NOON + 110_000,
      drawTime: NOON + 120_000,
    });
    expect(current.upcoming.map((draw) => draw.numero)).toEqual(['20261124-0723', '20261124-0724']);
    expect(current.upcoming.every((draw) => /^[0-9a-f]{64}$/.test(draw.seedHash))).toBe(true);
    expect(current.previous?.numero).toBe('20261124-0721');

    const history = valueOf(
      await get(LOTTERY_PATHS.opened, 'gameCode=SPD1&pageSize=5'),
      DrawHistory,
    );
    expect(history).toMatchObject({ gameCode: 'SPD1', numberFormat: 'D5', pageNum: 1 });
    expect(history.total).toBeGreaterThanOrEqual(13);
    expect(history.list).toHaveLength(5);
    expect(history.list[0]?.numero).toBe('20261124-0721');
    for (const draw of history.list) {
      expect(sha256Hex(draw.seed)).toBe(draw.seedHash);
      const proof = {
        ...draw,
        gameCode: 'SPD1',
        numberFormat: 'D5' as const,
        winningNumber: draw.winningNumber ?? '',
      };
      expect(verifyDraw(proof, draw.seed)).toEqual({ valid: true });
    }
    const page2 = valueOf(
      await get(LOTTERY_PATHS.opened, 'gameCode=SPD1&pageSize=5&pageNo=2'),
      DrawHistory,
    );
    expect(page2.list[0]?.numero).toBe('20261124-0716');

    const unknown = await get(LOTTERY_PATHS.current, 'gameCode=NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toMatchObject({ code: 'lottery.game.not.found', field: 'gameCode' });
    expect(errorOf(await get(LOTTERY_PATHS.opened, 'gameCode=SPD1&pageSize=500')).field).toBe(
      'pageSize',
    );
    expect(errorOf(await get(LOTTERY_PATHS.menus, 'prizeMode=XX')).field).toBe('prizeMode');
  });

  it('takes prizeMode, device MOBILE and language on the current draw and draw history, as the lobby calls do', async () => {
    const scoped = 'prizeMode=Elott&device=MOBILE&language=TY';
    const current = valueOf(
      await get(LOTTERY_PATHS.current, `gameCode=VNNORTH&${scoped}`),
      CurrentDraw,
    );
    expect(current.gameCode).toBe('VNNORTH');
    const history = valueOf(
      await get(LOTTERY_PATHS.opened, `gameCode=SPD1&pageSize=5&${scoped}`),
      DrawHistory,
    );
    expect(history.gameCode).toBe('SPD1');

    // ZY's lobby lists the fast games alone: a daily draw has no draws there.
    for (const path of [LOTTERY_PATHS.current, LOTTERY_PATHS.opened]) {
      const offZy = await get(path, 'gameCode=VNNORTH&prizeMode=ZY');
      expect(offZy.statusCode, path).toBe(404);
      expect(errorOf(offZy)).toMatchObject({ code: 'lottery.game.not.found', field: 'gameCode' });
      expect(await get(path, 'gameCode=SPD1&prizeMode=ZY'), path).toHaveProperty('statusCode', 200);
      expect(errorOf(await get(path, 'gameCode=SPD1&prizeMode=XX')).field).toBe('prizeMode');
      expect(errorOf(await get(path, 'gameCode=SPD1&device=PC')).field).toBe('device');
      expect(errorOf(await get(path, 'gameCode=SPD1&language=FR')).field).toBe('language');
    }
  });

  it('answers a member’s recently bet games, last first, with the time left now; guests get 401', async () => {
    clock.set(NOON + 65_000);
    const player = await bettor(merchant.code, 10_000n);
    for (const [gameCode, drawTime] of [
      ['SPD3', NOON + 180_000],
      ['SPD1', NOON + 120_000],
    ] as const) {
      const { numero } = await drawAt(merchant.merchantId, gameCode, drawTime);
      clock.advance(1_000);
      await placeOrder(app, player, { gameCode, numero, bets: [bet('SUM_ODD_EVEN', 'ODD', 100)] });
    }
    const recent = await app.inject({ url: LOTTERY_PATHS.vnRecent, headers: player.headers });
    expect(recent.headers['cache-control']).toBe('private, no-store');
    const games = valueOf(recent, LotteryGamesAnswer);
    expect(games.map((game) => game.gameCode)).toEqual(['SPD1', 'SPD3']);
    expect(games[0]?.remainTime).toBe(120_000 - 67_000);
    const guest = await get(LOTTERY_PATHS.vnRecent);
    expect(guest.statusCode).toBe(401);
  });
});
