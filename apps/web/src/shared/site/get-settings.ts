import { ConsolidatedSettings } from '@app/contracts/zod-free';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

export const getSettings = () => api.get('/wps/system/settings/consolidated', ConsolidatedSettings);

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.public('system', 'settings'),
    queryFn: getSettings,
    staleTime: 5 * 60_000,
  });

export const useSettings = () => useQuery(settingsQueryOptions());
