import {
  REFERRAL_FRIENDS_PAGE_SIZE,
  REFERRAL_PATHS,
  ReferralFriendPage,
  type ReferralFriend,
} from '@app/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { referralKey } from './get-referral';
import { joinPages, nextPage } from '@/shared/paged';

export type ReferralFriendsView = { list: ReferralFriend[]; total: number };

/** GET /wps/member/referral/friends: the member's invitees, newest first, page by page. */
export function useReferralFriends() {
  return useInfiniteQuery({
    queryKey: [...referralKey, 'friends'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(REFERRAL_PATHS.friends, ReferralFriendPage, {
        query: { pageNo: pageParam, pageSize: REFERRAL_FRIENDS_PAGE_SIZE },
        signal,
      }),
    getNextPageParam: nextPage,
    select: (data): ReferralFriendsView => joinPages(data.pages, 'last'),
  });
}
