import type { GameType } from '@app/contracts';
import {
  GAME_LIST_PATH,
  gameGuards,
  GameListGuard,
  HOT_GAMES_PATH,
  prizeModeOf,
  splitSports,
  VASS_GAME_TYPE_PATH,
  type GameList,
} from '@app/contracts/games-zod-free';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';
import { useDebouncedLanguage } from '../site/use-debounced-language';
import { nextPage } from '../paged';

/*
 * The catalogue's public reads, zod-free: home's popular games panel carries them, and its chunk
 * stays light. The game list pages use the same hooks, so both share one cache.
 */

/** The catalogue changes only when an operator changes it: answers stay fresh for a minute. */
const CATALOGUE_STALE_MS = 60_000;

/**
 * GCSGAME_getVassGameType: the lobby's categories in vendor sorting order (SPORTS split into
 * SPORTS, ESPORTS and COCKFIGHT, SPEC §4), the vendor tiles per category, and the lottery prize
 * mode. In the language on screen: class names are translated, asked again 200 ms after the
 * language settles (SPEC §4).
 */
export function useGameTypes() {
  const language = useDebouncedLanguage();
  return useQuery({
    queryKey: queryKeys.public('games', 'types', language),
    queryFn: ({ signal }) =>
      api.get(VASS_GAME_TYPE_PATH, gameGuards.VassGameType, { query: { typeId: 1 }, signal }),
    select: (answer) => ({
      sorting: splitSports(answer.sorting),
      mapping: answer.mapping,
      prizeMode: prizeModeOf(answer.mapping),
    }),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/**
 * GCSGAME_hotGamesV2: the hot games (of one category), no paging (SPEC §9); asked again 200 ms
 * after the language settles (SPEC §4).
 */
export function useHotGames(gameType?: GameType, enabled = true) {
  const language = useDebouncedLanguage();
  return useQuery({
    queryKey: queryKeys.public('games', 'hot', language, gameType ?? 'ALL'),
    queryFn: ({ signal }) =>
      api.get(HOT_GAMES_PATH, gameGuards.HotGames, { query: { gameType, language }, signal }),
    select: (answer) => answer.list,
    staleTime: CATALOGUE_STALE_MS,
    enabled,
  });
}

/** What a game list shows: SPEC §7 GCSGAME_gameList's filters (page size 26, SPEC §9). */
export type GameFilter = {
  gameType?: GameType;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  isNew?: boolean;
  minBet?: number;
};

/** A list's pages flattened, with the total the page heading shows. */
export type GamePages = { games: GameList['games']; total: number };

/**
 * GCSGAME_gameList page after page: the first page replaces, later pages append, more while the
 * page is below totalPages (SPEC §4). Asked again 200 ms after the language settles, not at
 * every switch (SPEC §4).
 */
export function useGameList(filter: GameFilter, enabled = true) {
  const language = useDebouncedLanguage();
  return useInfiniteQuery({
    queryKey: queryKeys.public('games', 'list', language, filter),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(GAME_LIST_PATH, GameListGuard, {
        query: { ...filter, language, pageNo: pageParam },
        signal,
      }),
    getNextPageParam: nextPage,
    select: (data): GamePages => ({
      games: data.pages.flatMap((page) => page.games),
      total: data.pages.at(-1)?.total ?? 0,
    }),
    staleTime: CATALOGUE_STALE_MS,
    enabled,
  });
}
