import { describe, expect, it } from 'vitest';
import { GameList, getFavoriteGameIdsRelay, gameListRelay, relayPath } from './index.js';
import {
  ADD_FAVORITE_PATH,
  GAME_LIST_PATH,
  GameIdsGuard,
  GameListGuard,
  REMOVE_FAVORITE_PATH,
} from './game-lists.js';
import { addFavoriteRelay, removeFavoriteRelay } from './games.js';

const item = {
  nodeId: '7',
  gameId: 'fortune-ox',
  gameName: 'Fortune Ox',
  vassalage: 'JL',
  gameType: 'SLOTS',
  gameClassify: 'video',
  iconUrl: '/wps/game/art/g/7.svg',
  minBet: 0.05,
  isNew: false,
  isHot: true,
  supportPlay: true,
};

describe('game list guards (zod-free, for the popular games panel)', () => {
  it('agree with the zod contract on a page and refuse what it refuses', () => {
    const page = { games: [item], pageNum: 1, totalPages: 3, total: 60 };
    expect(GameListGuard.safeParse(page)).toEqual(GameList.safeParse(page));
    const broken = { ...page, games: [{ ...item, minBet: '0.05' }] };
    expect(GameListGuard.safeParse(broken).success).toBe(false);
    expect(GameList.safeParse(broken).success).toBe(false);
    expect(GameListGuard.safeParse({ ...page, pageNum: 1.5 }).success).toBe(false);
  });

  it('name the same relays as the contracts', () => {
    expect(GAME_LIST_PATH).toBe(relayPath(gameListRelay));
    expect(ADD_FAVORITE_PATH).toBe(relayPath(addFavoriteRelay));
    expect(REMOVE_FAVORITE_PATH).toBe(relayPath(removeFavoriteRelay));
    expect(GameIdsGuard.safeParse(['3', '1']).data).toEqual(
      getFavoriteGameIdsRelay.answer.parse(['3', '1']),
    );
    expect(GameIdsGuard.safeParse([3]).success).toBe(false);
  });
});
