import { REBATE_PATHS, RebatePreview } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { queryKeys } from '@/shared/query-keys';

/** Every rebate query starts with this key (the preview and the report). */
export const rebateKey = queryKeys.member('rebate');

export const getRebatePreview = (signal?: AbortSignal) =>
  api.get(REBATE_PATHS.preview, RebatePreview, { signal });

export const rebatePreviewQueryOptions = () =>
  queryOptions({
    queryKey: [...rebateKey, 'preview'],
    queryFn: ({ signal }) => getRebatePreview(signal),
    // Bets elsewhere (another tab, a draw settling) change it: fresh each time the page shows.
    refetchOnWindowFocus: 'always',
  });

/** GET /wps/member/rebate: what the member's counted bets earn now, per category. */
export const useRebatePreview = () => useQuery(rebatePreviewQueryOptions());
