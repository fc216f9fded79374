import { availablePromotionsRelay, type PromotionItem } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/shared/query-keys';
import { relay } from '@/shared/relay';
import { useSession } from '@/shared/session';

/** A member's labels live in the member scope (dropped at sign-out); a guest's are public. */
export const promotionsKey = (isMember: boolean) =>
  isMember ? queryKeys.member('promotions') : queryKeys.public('promotions');

export const getPromotions = async (signal?: AbortSignal): Promise<PromotionItem[]> =>
  (await relay(availablePromotionsRelay, {}, { signal })).list;

/** GET /wps/relay/MCSFE_getAvailablePromotions: the merchant's promotions with my labels. */
export function usePromotions() {
  const isMember = useSession() !== undefined;
  return useQuery({
    queryKey: [...promotionsKey(isMember), 'list'],
    queryFn: ({ signal }) => getPromotions(signal),
  });
}
