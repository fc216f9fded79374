import { describe, expect, it } from 'vitest';
import * as guards from './game-guards.js';
import {
  GameListQuery,
  HotGames,
  LaunchGameQuery,
  prizeModeOf,
  splitSports,
  VassGameType,
  type SortingEntry,
} from './games.js';

const entry = (gameCategory: SortingEntry['gameCategory'], codes: string[]): SortingEntry => ({
  gameCategory,
  vassalage: codes,
  vendorNames: codes.map((vassalage) => ({ vassalage, accountTypeName: vassalage })),
  gameClassify: [],
});

const item = {
  nodeId: '12',
  gameId: 'dice',
  gameName: 'Perlas Dice',
  vassalage: 'INHOUSE',
  gameType: 'INHOUSE',
  gameClassify: '',
  iconUrl: '/wps/game/art/g/12.abc.svg',
  minBet: 0.01,
  isNew: true,
  isHot: false,
  supportPlay: true,
};

describe('splitSports', () => {
  it('inserts ESPORTS and COCKFIGHT right after SPORTS, taking their vendors out of it', () => {
    const sorting = [
      entry('LIVE', ['EVO']),
      entry('SPORTS', ['SBO', 'TF', 'DS88', 'IA', 'SV3', 'CMD']),
      entry('SLOTS', ['PG']),
    ];
    const split = splitSports(sorting);
    expect(split.map((e) => [e.gameCategory, e.vassalage])).toEqual([
      ['LIVE', ['EVO']],
      ['SPORTS', ['SBO', 'CMD']],
      ['ESPORTS', ['TF', 'IA']],
      ['COCKFIGHT', ['DS88', 'SV3']],
      ['SLOTS', ['PG']],
    ]);
    expect(split[2]?.vendorNames).toEqual([
      { vassalage: 'TF', accountTypeName: 'TF' },
      { vassalage: 'IA', accountTypeName: 'IA' },
    ]);
    expect(sorting[1]?.vassalage).toHaveLength(6);
  });

  it('leaves out a part with no vendors', () => {
    const split = splitSports([entry('SPORTS', ['TF'])]);
    expect(split.map((e) => e.gameCategory)).toEqual(['ESPORTS']);
    expect(splitSports([entry('SLOTS', ['PG'])])).toHaveLength(1);
  });
});

describe('prizeModeOf', () => {
  it('is ELOTT when the ELOTT mapping holds TCG_LOTTO_VN or LOTT, else LOTT', () => {
    const tile = (vassalage: string) => ({ vassalage });
    expect(prizeModeOf({ ELOTT: [tile('TCG_LOTTO_VN')] })).toBe('ELOTT');
    expect(prizeModeOf({ ELOTT: [tile('TCG_SEA'), tile('LOTT')] })).toBe('ELOTT');
    expect(prizeModeOf({ ELOTT: [tile('TCG_SEA')] })).toBe('LOTT');
    expect(prizeModeOf({ LOTTERY: [tile('LOTT')] })).toBe('LOTT');
    expect(prizeModeOf({})).toBe('LOTT');
  });
});

describe('game queries', () => {
  it('pages 26 games by default and refuses a page below 1 naming pageNo', () => {
    expect(GameListQuery.parse({})).toMatchObject({ pageNo: 1, pageSize: 26 });
    const bad = GameListQuery.safeParse({ pageNo: '0' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['pageNo']);
    expect(GameListQuery.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(GameListQuery.safeParse({ pageNo: 'x' }).success).toBe(false);
  });

  it('reads isNew and minBet as the filter panel sends them', () => {
    expect(GameListQuery.parse({ isNew: 'true', minBet: '0.05' })).toMatchObject({
      isNew: true,
      minBet: 0.05,
    });
    expect(GameListQuery.safeParse({ minBet: '0.2' }).success).toBe(false);
  });

  it('launches by nodeId or vendor (and gameId), and only back to a path of this site', () => {
    expect(LaunchGameQuery.safeParse({ gameId: 'dice' }).success).toBe(false);
    expect(LaunchGameQuery.safeParse({ vendor: 'TCG_SEA' }).success).toBe(true);
    expect(LaunchGameQuery.parse({ nodeId: 5 })).toMatchObject({ nodeId: '5', device: 'MOBILE' });
    expect(LaunchGameQuery.safeParse({ nodeId: '5', backUrl: '//evil.example' }).success).toBe(
      false,
    );
  });
});

describe('first-load guards', () => {
  it('agree with the zod contracts on a valid answer and on a broken one', () => {
    const vass = {
      sorting: [{ ...entry('SPORTS', ['SBO']), gameClassify: [{ key: 'a', displayName: 'A' }] }],
      mapping: {
        SPORTS: [
          {
            vassalage: 'SBO',
            displayName: 'SBO Sports',
            gameType: 'SPORTS',
            gameId: 'lobby',
            nodeId: '1',
            mobileLargeIcon: '/x.svg',
          },
        ],
      },
    };
    expect(guards.VassGameType.safeParse(vass)).toEqual(VassGameType.safeParse(vass));
    expect(guards.HotGames.safeParse({ list: [item] })).toEqual(
      HotGames.safeParse({ list: [item] }),
    );
    const broken = { list: [{ ...item, gameType: 'BINGO' }] };
    expect(guards.HotGames.safeParse(broken).success).toBe(false);
    expect(HotGames.safeParse(broken).success).toBe(false);
    const badMapping = { ...vass, mapping: { SPORTS: [{ vassalage: 1 }] } };
    expect(guards.VassGameType.safeParse(badMapping).success).toBe(false);
    expect(VassGameType.safeParse(badMapping).success).toBe(false);
  });
});
