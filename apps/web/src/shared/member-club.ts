import { memberClubRelay } from '@app/contracts';
import { isTrialType } from '@app/contracts/zod-free';
import { useMemberQuery } from './member-query';
import { queryKeys } from './query-keys';
import { relay } from './relay';
import { useSession } from './session';
import { useSite } from './site/use-site';

/** The member club's key: a claim or a level reached elsewhere invalidates it. */
export const memberClubKey = queryKeys.member('vip', 'club');

/**
 * MCS2_getMemberClubBenefit: the signed-in real member's VIP level, lifetime figures and every
 * level's benefits. Nothing is asked for a guest, a free-trial account (its play money reaches
 * no level) or while MEMCLUB3 is off.
 */
export function useMemberClub() {
  const session = useSession();
  const { flags } = useSite();
  const enabled = session !== undefined && !isTrialType(session.type) && flags.MEMCLUB3 === true;
  return useMemberQuery({
    queryKey: memberClubKey,
    queryFn: ({ signal }) => relay(memberClubRelay, {}, { signal }),
    enabled,
  });
}
