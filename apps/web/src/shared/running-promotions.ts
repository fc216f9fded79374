import { availablePromotionsRelay } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from './query-keys';
import { relay } from './relay';
import { useSession } from './session';

const NONE: ReadonlySet<string> = new Set();

/** MCSFE_getAvailablePromotions as the member (or guest) sees it. */
export const runningPromotionsQueryOptions = (isMember: boolean) =>
  queryOptions({
    queryKey: [
      ...(isMember ? queryKeys.member('promotions') : queryKeys.public('promotions')),
      'list',
    ],
    queryFn: async ({ signal }) => (await relay(availablePromotionsRelay, {}, { signal })).list,
  });

type Listed = { label: string; kind: string }[];

/** The kinds of the promotions that run now: enabled (listed), started and not ended. */
export const runningKinds = (list: Listed | undefined): ReadonlySet<string> =>
  list
    ? new Set(
        list
          .filter((promotion) => promotion.label !== 'Close' && promotion.label !== 'coming soon')
          .map((promotion) => promotion.kind),
      )
    : NONE;

/**
 * The kinds of promotion the merchant runs now (REFERRAL, MISSION…). Empty until it answers (or
 * when it fails), so the mission item stays hidden and the invite asks to contact service.
 */
export function useRunningPromotions(): ReadonlySet<string> {
  const isMember = useSession() !== undefined;
  const { data } = useQuery(runningPromotionsQueryOptions(isMember));
  return runningKinds(data);
}
