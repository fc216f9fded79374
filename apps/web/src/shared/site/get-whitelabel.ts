import { flattenWhitelabel, WhitelabelTree } from '@app/contracts/zod-free';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

export const getWhitelabel = () => api.get('/wps/system/whitelabel', WhitelabelTree);

/** The tree is flattened once, in `select`, into flag → on/off. */
export const whitelabelQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.public('system', 'whitelabel'),
    queryFn: getWhitelabel,
    select: flattenWhitelabel,
    staleTime: 5 * 60_000,
  });

export const useWhitelabel = () => useQuery(whitelabelQueryOptions());

/** Whether a white-label flag is on; false until the flags have loaded. */
export function useFlag(modId: string): boolean {
  const { data } = useWhitelabel();
  return data?.[modId] === true;
}
