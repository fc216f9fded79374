import {
  LOTTERY_MENU_TAGS,
  LOTTERY_PATHS,
  LotteryGroupsAnswer,
  LotteryMenusAnswer,
  type LotteryGame,
  type LotteryGroup,
  type LotteryMenu,
  type PrizeMode,
} from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/shared/query-keys';
import { useDebouncedLanguage } from '@/shared/site/use-debounced-language';
import { timedLobbyQuery, type LobbyParams } from './timed-answer';

/** The games of the lobby's menus, each once: the group menus hold every game. */
export const menuGames = (menus: readonly LotteryMenu[]): LotteryGame[] => {
  const seen = new Set<number>();
  return menus
    .filter((menu) => menu.tag !== LOTTERY_MENU_TAGS.hot && menu.tag !== LOTTERY_MENU_TAGS.fav)
    .flatMap((menu) => menu.gameMenus)
    .filter((game) => !seen.has(game.gameId) && seen.add(game.gameId));
};

export const menusQuery = (params: LobbyParams) =>
  timedLobbyQuery({
    queryKey: queryKeys.public('lottery', 'menus', params.prizeMode, params.language),
    path: LOTTERY_PATHS.menus,
    schema: LotteryMenusAnswer,
    params,
    gamesOf: menuGames,
  });

/**
 * GET /lgw/games/mobile_game_menus: the lobby's tabs (HOT, FAV, one per group), on SPEC §4's
 * schedule; asked again 200 ms after the language changes (the answer on screen stays meanwhile).
 * Waits for the prize mode.
 */
export function useLotteryMenus(prizeMode: PrizeMode | undefined) {
  const language = useDebouncedLanguage();
  return useQuery({
    ...menusQuery({ prizeMode: prizeMode ?? 'LOTT', language }),
    enabled: prizeMode !== undefined,
    placeholderData: keepPreviousData,
  });
}

const groupGames = (groups: readonly LotteryGroup[]) => groups.flatMap((group) => group.games);

/** GET /lgw/vn/games/game_menu: every game by group (/m/moreLottery), on the same schedule. */
export function useLotteryGroups(prizeMode: PrizeMode | undefined) {
  const language = useDebouncedLanguage();
  const params = { prizeMode: prizeMode ?? 'LOTT', language };
  return useQuery({
    ...timedLobbyQuery({
      queryKey: queryKeys.public('lottery', 'groups', params.prizeMode, params.language),
      path: LOTTERY_PATHS.vnMenu,
      schema: LotteryGroupsAnswer,
      params,
      gamesOf: groupGames,
    }),
    enabled: prizeMode !== undefined,
    placeholderData: keepPreviousData,
  });
}
