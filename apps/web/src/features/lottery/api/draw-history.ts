import { DRAW_HISTORY_PAGE_SIZE, DrawHistory, LOTTERY_PATHS } from '@app/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { queryKeys } from '@/shared/query-keys';
import { useDebouncedLanguage } from '@/shared/site/use-debounced-language';
import { usePrizeMode } from '../hooks/use-prize-mode';
import { joinPages, nextPage } from '@/shared/paged';

/** Every page of a game's draw history (each prize mode and language): what a draw refreshes. */
export const drawHistoryKey = (gameCode: string) =>
  queryKeys.public('lottery', 'history', gameCode);

/**
 * GET /lgw/vn/numeros/opened/game: a game's drawn results, newest first, each with its seed and
 * its hash, page after page, asked as the lobby's calls are (prizeMode, device MOBILE, language;
 * SPEC §7). Public: anyone may check the draws. Waits for the prize mode.
 */
export function useDrawHistory(gameCode: string, pageSize = DRAW_HISTORY_PAGE_SIZE) {
  const prizeMode = usePrizeMode();
  const language = useDebouncedLanguage();
  return useInfiniteQuery({
    queryKey: [...drawHistoryKey(gameCode), pageSize, prizeMode, language] as const,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(LOTTERY_PATHS.opened, DrawHistory, {
        query: { gameCode, prizeMode, device: 'MOBILE', language, pageNo: pageParam, pageSize },
        signal,
      }),
    getNextPageParam: nextPage,
    select: (data) => ({
      numberFormat: data.pages[0]?.numberFormat,
      ...joinPages(data.pages, 'last'),
    }),
    enabled: prizeMode !== undefined,
  });
}
