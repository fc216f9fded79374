import {
  Announcements,
  HOME_ANNOUNCEMENTS_PATH,
  HOME_ANNOUNCEMENTS_QUERY,
} from '@app/contracts/zod-free';
import { api } from '@/shared/api-client';
import { homeQueryOptions, useHomeQuery } from './home-query';

/**
 * GET /wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,H&groupName=m_home&platform=M: the home
 * page's banners, player notices, popups and hot matches (SPEC §2 Home, §9).
 *
 * The home page is part of the first load and asks for this on its first render, so the answer is
 * checked with the contracts' zod-free guard (the same shape as `getAnnouncementsRelay`'s answer;
 * contracts/answers.test.ts proves it) instead of `relay()`, which would bring zod (~25 kB gzip)
 * into the first load or put a chunk download before the banners' request.
 */
export const getHomeContent = (signal?: AbortSignal) =>
  api.get(HOME_ANNOUNCEMENTS_PATH, Announcements, { query: HOME_ANNOUNCEMENTS_QUERY, signal });

export const homeContentQueryOptions = (language: string) =>
  homeQueryOptions('announcements', language, getHomeContent);

export const useHomeContent = () => useHomeQuery(homeContentQueryOptions);
