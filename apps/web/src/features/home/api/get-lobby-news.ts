import { LOBBY_NEWS_PATH, LOBBY_NEWS_QUERY, LobbyNews } from '@app/contracts/zod-free';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { queryKeys } from '@/shared/query-keys';
import { useSite } from '@/shared/site/use-site';

/**
 * GET /wps/relay/GLS2_lobbyNews?platform=M (SPEC §7 "Lobby news"): the newest player notices'
 * titles, which the home page's announcement ticker scrolls. Checked with the zod-free guard, as
 * the home content is.
 */
export const getLobbyNews = (signal?: AbortSignal) =>
  api.get(LOBBY_NEWS_PATH, LobbyNews, { query: LOBBY_NEWS_QUERY, signal });

/** Per language: the titles are the language's own. */
export const lobbyNewsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: queryKeys.public('home', 'lobby-news', language),
    queryFn: ({ signal }) => getLobbyNews(signal),
    staleTime: 60_000,
  });

export function useLobbyNews() {
  const { language } = useSite();
  return useQuery(lobbyNewsQueryOptions(language));
}
