import {
  getFavoriteGamesRelay,
  recentGamesRelay,
  type GameItem,
  type GameType,
} from '@app/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { favoriteListsKey } from '@/shared/games/favourites';
import { queryKeys } from '@/shared/query-keys';
import { relay } from '@/shared/relay';
import { useSession } from '@/shared/session';
import { useSite } from '@/shared/site/use-site';

type Page = { items: GameItem[]; pageNum: number; totalPages: number; total: number };
const nextPage = (last: Page) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined);
const flatten = (data: { pages: Page[] }) => ({
  games: data.pages.flatMap((page) => page.items),
  total: data.pages.at(-1)?.total ?? 0,
});

/** MCSFE_getFavoriteGames: the member's favourites of a category, newest first, 26 a page. */
export function useFavoriteGames(gameType: GameType | undefined, enabled: boolean) {
  const { language } = useSite();
  const isSignedIn = useSession() !== undefined;
  return useInfiniteQuery({
    queryKey: [...favoriteListsKey, language, gameType ?? 'ALL'] as const,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }): Promise<Page> => {
      const page = await relay(
        getFavoriteGamesRelay,
        { pageNo: pageParam, gameType, language },
        { signal },
      );
      return { ...page, items: page.content };
    },
    getNextPageParam: nextPage,
    select: flatten,
    enabled: enabled && isSignedIn,
  });
}

/** GCS_recentGame: the member's recently played games of a category, last first, 25 a page. */
export function useRecentGames(gameType: GameType | undefined, enabled: boolean) {
  const { language } = useSite();
  const isSignedIn = useSession() !== undefined;
  return useInfiniteQuery({
    queryKey: queryKeys.member('games', 'recents', language, gameType ?? 'ALL'),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }): Promise<Page> => {
      const page = await relay(
        recentGamesRelay,
        { page: pageParam, gameType, language, clientType: 2 },
        { signal },
      );
      return { ...page, items: page.list };
    },
    getNextPageParam: nextPage,
    select: flatten,
    enabled: enabled && isSignedIn,
  });
}
