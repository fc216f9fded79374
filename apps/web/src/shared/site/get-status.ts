import { SystemStatus } from '@app/contracts/zod-free';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

export const getStatus = () => api.get('/wps/system/status', SystemStatus);

export const statusQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.public('system', 'status'),
    queryFn: getStatus,
    staleTime: 60_000,
  });

export const useStatus = () => useQuery(statusQueryOptions());
