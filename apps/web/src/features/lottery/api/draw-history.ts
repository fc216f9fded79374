import { DRAW_HISTORY_PAGE_SIZE, DrawHistory, LOTTERY_PATHS } from '@app/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { queryKeys } from '@/shared/query-keys';

export const drawHistoryKey = (gameCode: string) =>
  queryKeys.public('lottery', 'history', gameCode);

/**
 * GET /lgw/vn/numeros/opened/game: a game's drawn results, newest first, each with its seed and
 * its hash, page after page. Public: anyone may check the draws.
 */
export function useDrawHistory(gameCode: string, pageSize = DRAW_HISTORY_PAGE_SIZE) {
  return useInfiniteQuery({
    queryKey: [...drawHistoryKey(gameCode), pageSize] as const,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(LOTTERY_PATHS.opened, DrawHistory, {
        query: { gameCode, pageNo: pageParam, pageSize },
        signal,
      }),
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    select: (data) => ({
      numberFormat: data.pages[0]?.numberFormat,
      list: data.pages.flatMap((page) => page.list),
      total: data.pages.at(-1)?.total ?? 0,
    }),
  });
}
