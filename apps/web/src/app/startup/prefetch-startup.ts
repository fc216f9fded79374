import { HOME_PATHS, parseLanguage } from '@app/contracts/zod-free';
import type { QueryClient } from '@tanstack/react-query';
import { homeContentQueryOptions } from '@/features/home';
import { i18n } from '@/shared/i18n';
import { settingsQueryOptions } from '@/shared/site/get-settings';
import { statusQueryOptions } from '@/shared/site/get-status';
import { whitelabelQueryOptions } from '@/shared/site/get-whitelabel';

/**
 * The answers every first screen reads, asked for together before React renders: the status the
 * start-up gate waits for, and the settings and flags of the frame and the auth pages. Asked for
 * by their readers instead, the last two would wait for the status (a waterfall of round trips,
 * and a render for each answer). Opened on home, its content (the banners) is asked for with
 * them: its first banner is the page's largest paint, which would otherwise wait for the status
 * and a render before its request even left.
 */
export function prefetchStartup(
  queryClient: QueryClient,
  path: string = window.location.pathname,
): void {
  // A failure is the readers' to show (the gate offers a retry); nothing to do with it here.
  const ignore = () => undefined;
  queryClient.query(statusQueryOptions()).catch(ignore);
  queryClient.query(settingsQueryOptions()).catch(ignore);
  queryClient.query(whitelabelQueryOptions()).catch(ignore);
  if ((HOME_PATHS as readonly string[]).includes(path)) {
    queryClient.query(homeContentQueryOptions(parseLanguage(i18n.language))).catch(ignore);
  }
}
