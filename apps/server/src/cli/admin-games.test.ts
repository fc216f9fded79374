import { GameList } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningApp, runAdminIn } from '../../test/admin-cli.js';
import type { App } from '../app.js';
import { valueOf } from '../../test/http.js';
import { parseAdminArgs } from './admin-args.js';

const command = (...argv: string[]) => {
  const parsed = parseAdminArgs(argv);
  return parsed.ok ? parsed.args.command : parsed.error;
};

describe('admin CLI: games', () => {
  it('reads the games commands', () => {
    expect(command('games', 'list')).toEqual({ kind: 'games-list', vendor: undefined });
    expect(command('games', 'list', 'SPX')).toEqual({ kind: 'games-list', vendor: 'SPX' });
    expect(command('games', 'set', '12', 'off')).toEqual({
      kind: 'games-set',
      nodeId: '12',
      change: { enabled: false },
    });
    expect(command('games', 'set', '12', 'not-hot')).toMatchObject({ change: { isHot: false } });
    expect(command('games', 'set', 'vendor', 'OKF', 'on')).toEqual({
      kind: 'games-set-vendor',
      vendor: 'OKF',
      enabled: true,
    });
    expect(command('games', 'order', 'SLOTS', 'JKD', 'LNS')).toEqual({
      kind: 'games-order-vendors',
      gameType: 'SLOTS',
      vendors: ['JKD', 'LNS'],
    });
    expect(command('games', 'order', 'RFH', '9', '3')).toEqual({
      kind: 'games-order-games',
      vendor: 'RFH',
      nodeIds: ['9', '3'],
    });
  });

  it.each([
    [['games'], /Wrong arguments for games$/],
    [['games', 'set', '12', 'maybe'], /games set 12 takes on, off, hot/],
    [['games', 'set', 'vendor', 'OKF', 'yes'], /then on or off/],
    [['games', 'order', 'SLOTS'], /Wrong arguments for games order/],
    [['games', 'order', 'RFH', 'x1'], /Wrong arguments for games order/],
  ])('refuses %j', (argv, error) => {
    expect(command(...argv)).toMatch(error);
  });

  describe('against a running server', () => {
    let app: App;
    let env: NodeJS.ProcessEnv;
    beforeAll(async () => {
      ({ app, env } = await listeningApp());
    });
    afterAll(() => app.close());

    const admin = (...argv: string[]) => runAdminIn(env, argv);
    const cards = async () =>
      valueOf(
        await app.inject({ url: '/wps/relay/GCSGAME_gameList?vassalage=TGP&pageSize=100' }),
        GameList,
      ).games.map((game) => game.nodeId);

    it('lists vendors and games, switches a game off and on, and reorders', async () => {
      const vendors = await admin('games', 'list');
      expect(vendors.out).toMatch(/INHOUSE +INHOUSE +on +2 +Perlas Originals/);
      const games = await admin('games', 'list', 'TGP');
      expect(games.code).toBe(0);
      const before = await cards();
      const [first = '', second = ''] = before;
      expect(games.out).toContain(`#${first}`);

      const off = await admin('games', 'set', first, 'off');
      expect(off).toMatchObject({ code: 0, err: '' });
      expect(off.out).toMatch(new RegExp(`#${first} .* is now off`));
      expect(await cards()).not.toContain(first);
      expect((await admin('games', 'set', first, 'on')).code).toBe(0);
      expect(await cards()).toEqual(before);

      expect((await admin('games', 'order', 'TGP', second)).code).toBe(0);
      expect((await cards()).slice(0, 2)).toEqual([second, first]);
      expect((await admin('games', 'order', 'TGP', ...before)).code).toBe(0);
      expect(await cards()).toEqual(before);

      const unknown = await admin('games', 'set', 'vendor', 'NOPE', 'off');
      expect(unknown.code).toBe(1);
      expect(unknown.err).toMatch(/vendor\.not\.found/);
    });
  });
});
