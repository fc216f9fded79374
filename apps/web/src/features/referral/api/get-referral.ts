import { REFERRAL_PATHS, ReferralInfo } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { useMemberQuery } from '@/shared/member-query';
import { queryKeys } from '@/shared/query-keys';

export const referralKey = queryKeys.member('referral');

/** GET /wps/member/referral: the member's code, link path, the reward's rule and counts. */
export const referralQueryOptions = () =>
  queryOptions({
    queryKey: [...referralKey, 'info'],
    queryFn: ({ signal }) => api.get(REFERRAL_PATHS.info, ReferralInfo, { signal }),
  });
export const useReferral = () => useMemberQuery(referralQueryOptions());
