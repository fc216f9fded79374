import { ConsolidatedSettings } from '@app/contracts/zod-free';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client';

export const getSettings = () => api.get('/wps/system/settings/consolidated', ConsolidatedSettings);

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: ['system', 'settings'], queryFn: getSettings, staleTime: 5 * 60_000 });

export const useSettings = () => useQuery(settingsQueryOptions());
