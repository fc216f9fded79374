import {
  getFavoriteGamesRelay,
  recentGamesRelay,
  type GameItem,
  type GameType,
  type Language,
} from '@app/contracts';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { favoriteListsKey } from '@/shared/games/favourites';
import { queryKeys } from '@/shared/query-keys';
import { relay } from '@/shared/relay';
import { useSession } from '@/shared/session';
import { useSite } from '@/shared/site/use-site';
import { nextPage } from '@/shared/paged';

type Page = { items: GameItem[]; pageNum: number; totalPages: number; total: number };
type ReadPage = (pageNo: number, language: Language, signal: AbortSignal) => Promise<Page>;

/** A member's own list of games, page after page, in the site's language; none for a guest. */
function usePersonalGames(key: (language: Language) => QueryKey, read: ReadPage, enabled: boolean) {
  const { language } = useSite();
  const isSignedIn = useSession() !== undefined;
  return useInfiniteQuery({
    queryKey: key(language),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => read(pageParam, language, signal),
    getNextPageParam: nextPage,
    select: (data) => ({
      games: data.pages.flatMap((page) => page.items),
      total: data.pages.at(-1)?.total ?? 0,
    }),
    enabled: enabled && isSignedIn,
  });
}

/** MCSFE_getFavoriteGames: the member's favourites of a category, newest first, 26 a page. */
export function useFavoriteGames(gameType: GameType | undefined, enabled: boolean) {
  return usePersonalGames(
    (language) => [...favoriteListsKey, language, gameType ?? 'ALL'],
    async (pageNo, language, signal) => {
      const page = await relay(getFavoriteGamesRelay, { pageNo, gameType, language }, { signal });
      return { ...page, items: page.content };
    },
    enabled,
  );
}

/** GCS_recentGame: the member's recently played games of a category, last first, 25 a page. */
export function useRecentGames(gameType: GameType | undefined, enabled: boolean) {
  return usePersonalGames(
    (language) => queryKeys.member('games', 'recents', language, gameType ?? 'ALL'),
    async (page, language, signal) => {
      const found = await relay(
        recentGamesRelay,
        { page, gameType, language, clientType: 2 },
        { signal },
      );
      return { ...found, items: found.list };
    },
    enabled,
  );
}
