/**
 * Zod-free guards and paths of the game lists the home page's popular games panel and every game
 * grid read (GCSGAME_gameList, the favourites' ids, adding and removing a favourite), so the
 * panel's chunk carries no zod. games.test.ts proves they agree with games.ts's contracts.
 */
import type * as games from './games.js';
import * as g from './guard.js';
import { GameItemCheck } from './game-guards.js';

export type GameList = games.GameList;
export type GameItem = games.GameItem;
export type VendorTile = games.VendorTile;

export const GAME_LIST_PATH = '/wps/relay/GCSGAME_gameList';
export const ADD_FAVORITE_PATH = '/wps/relay/MCSFE_addFavoriteGameV2';
export const REMOVE_FAVORITE_PATH = '/wps/relay/MCSFE_removeFavoriteGameV2';

export const GameListGuard: g.Guard<GameList> = g.object({
  games: g.array(GameItemCheck),
  pageNum: g.integer,
  totalPages: g.integer,
  total: g.integer,
});

/** MCSFE_getFavoriteGamesList: node ids. */
export const GameIdsGuard: g.Guard<string[]> = g.array(g.string);
/** The favourite add / remove answers: a success flag. */
export const SuccessFlagGuard: g.Guard<boolean> = g.boolean;
