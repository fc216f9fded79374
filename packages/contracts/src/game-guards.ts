/**
 * Guards of the game answers the home page's popular games panel reads on the first load
 * (GCSGAME_getVassGameType, GCSGAME_hotGamesV2), mirroring games.ts's zod contracts without zod;
 * games.test.ts proves the two agree.
 */
import { GAME_TYPES } from './game-rules.js';
import type * as games from './games.js';
import * as g from './guard.js';

export type GameItem = games.GameItem;
export type VassGameType = games.VassGameType;
export type HotGames = games.HotGames;

const GameType = g.oneOf(GAME_TYPES);

const VendorTile = g.object({
  vassalage: g.string,
  displayName: g.string,
  gameType: GameType,
  gameId: g.string,
  nodeId: g.string,
  mobileLargeIcon: g.string,
});

export const VassGameType: g.Guard<VassGameType> = g.object({
  sorting: g.array(
    g.object({
      gameCategory: GameType,
      vassalage: g.array(g.string),
      vendorNames: g.array(g.object({ vassalage: g.string, accountTypeName: g.string })),
      gameClassify: g.array(g.object({ key: g.string, displayName: g.string })),
    }),
  ),
  mapping: g.record(g.array(VendorTile)),
});

/** A game item's check, also read by game-lists.ts's page guard. */
export const GameItemCheck = g.object({
  nodeId: g.string,
  gameId: g.string,
  gameName: g.string,
  vassalage: g.string,
  gameType: GameType,
  gameClassify: g.string,
  iconUrl: g.string,
  minBet: g.number,
  isNew: g.boolean,
  isHot: g.boolean,
  supportPlay: g.boolean,
});

export const GameItem: g.Guard<GameItem> = GameItemCheck;
export const HotGames: g.Guard<HotGames> = g.object({ list: g.array(GameItemCheck) });
