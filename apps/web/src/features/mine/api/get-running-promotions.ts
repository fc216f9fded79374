import { availablePromotionsRelay } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/shared/query-keys';
import { relay } from '@/shared/relay';
import { useSession } from '@/shared/session';

const NONE: ReadonlySet<string> = new Set();

/**
 * The kinds of promotion the merchant runs now (REFERRAL, MISSION…), from
 * MCSFE_getAvailablePromotions: enabled, started and not ended. Empty until it answers (or when it
 * fails), so the mission item stays hidden and the invite asks to contact service.
 */
export function useRunningPromotions(): ReadonlySet<string> {
  const isMember = useSession() !== undefined;
  const { data } = useQuery({
    queryKey: [
      ...(isMember ? queryKeys.member('promotions') : queryKeys.public('promotions')),
      'list',
    ],
    queryFn: async ({ signal }) => (await relay(availablePromotionsRelay, {}, { signal })).list,
  });
  if (!data) return NONE;
  return new Set(
    data
      .filter((promotion) => promotion.label !== 'Close' && promotion.label !== 'coming soon')
      .map((promotion) => promotion.kind),
  );
}
