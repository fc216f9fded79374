import {
  ADD_FAVORITE_PATH,
  FAVORITE_IDS_PATH,
  GameIdsGuard,
  REMOVE_FAVORITE_PATH,
  SuccessFlagGuard,
  type GameItem,
} from '@app/contracts/games-zod-free';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queryKeys } from '../query-keys';
import { api } from '../api-client';
import { useSession } from '../session';
import { STORAGE_KEYS, storage } from '../storage';

const idsKey = queryKeys.member('games', 'favorite-ids');
/** The favourites lists (every page, every category): asked again after a change. */
export const favoriteListsKey = queryKeys.member('games', 'favorites');

type FavoriteMap = Record<string, string[]>;

const readMap = (): FavoriteMap =>
  storage.getJson(STORAGE_KEYS.favorites, (value) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as FavoriteMap)
      : undefined,
  ) ?? {};

/** SPEC §3: the local map username → game ids, kept in step with what the server said. */
function remember(userName: string, ids: readonly string[]): void {
  storage.set(STORAGE_KEYS.favorites, JSON.stringify({ ...readMap(), [userName]: [...ids] }));
}

/** The local copy for `userName` (what a heart shows before the server answers). */
export const localFavorites = (userName: string): string[] => readMap()[userName] ?? [];

/**
 * The node ids of the member's favourite games (MCSFE_getFavoriteGamesList), newest first, as a
 * Set for the hearts of every grid. Nothing for a guest.
 */
export function useFavoriteIds(): ReadonlySet<string> {
  const session = useSession();
  const userName = session?.userName ?? '';
  // No query at all for a guest: nothing of the member scope is left behind a sign-out while
  // the grids stay on screen.
  const queries = session
    ? [
        {
          queryKey: idsKey,
          queryFn: async ({ signal }: { signal: AbortSignal }) => {
            const answer = await api.get(FAVORITE_IDS_PATH, GameIdsGuard, { signal });
            remember(userName, answer);
            return answer;
          },
          placeholderData: localFavorites(userName),
          staleTime: 60_000,
        },
      ]
    : [];
  const result = useQueries({ queries }).at(0);
  const data: string[] | undefined = result?.data;
  const failed = result?.isError === true;
  // The server's list unread (offline, an error): the hearts show the phone's copy, not nothing.
  return useMemo(
    () => new Set(data ?? (failed ? localFavorites(userName) : [])),
    [data, failed, userName],
  );
}

/** A game the hearts know: its node id and vendor. */
type FavoriteGame = Pick<GameItem, 'nodeId' | 'vassalage'>;

/**
 * Adds or removes a favourite (MCSFE_addFavoriteGameV2 / MCSFE_removeFavoriteGameV2). The heart
 * changes once the server said yes (SPEC §4), then the favourites lists are asked again.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: async ({ game, favorite }: { game: FavoriteGame; favorite: boolean }) => {
      const ref = { nodeId: game.nodeId, vendor: game.vassalage };
      if (favorite) await api.post(ADD_FAVORITE_PATH, SuccessFlagGuard, { body: ref });
      else await api.delete(REMOVE_FAVORITE_PATH, SuccessFlagGuard, { query: ref });
      return { nodeId: game.nodeId, favorite };
    },
    onSuccess: ({ nodeId, favorite }) => {
      // Without the server's list (not read yet, or its read failed) the phone's copy is the
      // base: a change must not wipe the member's other favourites from it.
      const ids =
        queryClient.getQueryData<string[]>(idsKey) ??
        (session ? localFavorites(session.userName) : []);
      const next = favorite
        ? [nodeId, ...ids.filter((id) => id !== nodeId)]
        : ids.filter((id) => id !== nodeId);
      queryClient.setQueryData(idsKey, next);
      if (session) remember(session.userName, next);
      void queryClient.invalidateQueries({ queryKey: favoriteListsKey });
    },
  });
}
