import {
  REWARD_PAGE_SIZE,
  REWARD_PATHS,
  RewardPage,
  type Reward,
  type RewardSummary,
  type RewardTab,
} from '@app/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { queryKeys } from '@/shared/query-keys';
import { joinPages, nextPage } from '@/shared/paged';

/** Every reward-centre query starts with this key. */
export const rewardsKey = queryKeys.member('rewards');

/** The loaded pages as one list, with how many the tab has and the member's summary. */
export type RewardsView = { list: Reward[]; total: number; summary: RewardSummary };

/** GET /wps/member/rewards: the tab's rewards page by page, and the summary of them all. */
export function useRewards(tab: RewardTab) {
  return useInfiniteQuery({
    queryKey: [...rewardsKey, tab],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(REWARD_PATHS.list, RewardPage, {
        query: { tab, pageNo: pageParam, pageSize: REWARD_PAGE_SIZE },
        signal,
      }),
    getNextPageParam: nextPage,
    // An expiry passes, a level is reached elsewhere: fresh each time the page shows.
    refetchOnWindowFocus: 'always',
    select: (data): RewardsView =>
      joinPages(data.pages, 'last', (last) => ({
        summary: last?.summary ?? { availableCount: 0, availableAmount: 0, claimedAmount: 0 },
      })),
  });
}
