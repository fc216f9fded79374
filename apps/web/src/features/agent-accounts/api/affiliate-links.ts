import {
  AFFILIATE_PAGE_SIZE,
  createAffUrlRelay,
  deleteAffUrlRelay,
  regAffRelay,
  viewAffUrlsRelay,
  type AffiliateLinkItem,
  type AffiliateRegistration,
  type CreateAffiliateLinkBody,
} from '@app/contracts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/shared/query-keys';
import { joinPages, nextPage } from '@/shared/paged';
import { relay } from '@/shared/relay';

export const linksKey = queryKeys.member('agent-accounts', 'links');

/** MCS2_ViewAffUrls: the agent's live links, newest first, page by page. */
export const useAffiliateLinks = () =>
  useInfiniteQuery({
    queryKey: [...linksKey, 'list'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      relay(viewAffUrlsRelay, { pageNo: pageParam, pageSize: AFFILIATE_PAGE_SIZE }, { signal }),
    getNextPageParam: nextPage,
    select: (data): { list: AffiliateLinkItem[]; total: number } => joinPages(data.pages, 'last'),
  });

/** MCS2_RegAff: who registered through one link (or all of them), newest first. */
export const useLinkRegistrations = (linkId: number | undefined) =>
  useInfiniteQuery({
    queryKey: [...linksKey, 'registrations', linkId ?? 'all'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      relay(regAffRelay, { linkId, pageNo: pageParam, pageSize: AFFILIATE_PAGE_SIZE }, { signal }),
    getNextPageParam: nextPage,
    select: (data): { list: AffiliateRegistration[]; total: number } =>
      joinPages(data.pages, 'last'),
  });

export function useCreateLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAffiliateLinkBody) => relay(createAffUrlRelay, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey }),
  });
}

export function useDeleteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => relay(deleteAffUrlRelay, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey }),
  });
}
