import { AffiliateCheck } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { queryKeys } from '@/shared/query-keys';

export type AffiliateQuery = { code: string; domain: string };

/** GET /wps/agent/affiliate/check: succeeds when the code belongs to an agent. */
export const checkAffiliate = ({ code, domain }: AffiliateQuery) =>
  api.get('/wps/agent/affiliate/check', AffiliateCheck, {
    query: { code, domain: domain || undefined },
    anonymous: true,
  });

export const affiliateQueryOptions = (query: AffiliateQuery) =>
  queryOptions({
    queryKey: queryKeys.public('auth', 'affiliate', query.code, query.domain),
    queryFn: () => checkAffiliate(query),
    staleTime: 5 * 60_000,
    retry: false,
  });
