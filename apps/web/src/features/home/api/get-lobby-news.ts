import { LOBBY_NEWS_PATH, LOBBY_NEWS_QUERY, LobbyNews } from '@app/contracts/zod-free';
import { api } from '@/shared/api-client';
import { homeQueryOptions, useHomeQuery } from './home-query';

/**
 * GET /wps/relay/GLS2_lobbyNews?platform=M (SPEC §7 "Lobby news"): the newest player notices'
 * titles, which the home page's announcement ticker scrolls. Checked with the zod-free guard, as
 * the home content is.
 */
export const getLobbyNews = (signal?: AbortSignal) =>
  api.get(LOBBY_NEWS_PATH, LobbyNews, { query: LOBBY_NEWS_QUERY, signal });

export const lobbyNewsQueryOptions = (language: string) =>
  homeQueryOptions('lobby-news', language, getLobbyNews);

export const useLobbyNews = () => useHomeQuery(lobbyNewsQueryOptions);
