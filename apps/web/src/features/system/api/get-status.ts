import { SystemStatus } from '@app/contracts/zod-free';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client';

export const getStatus = () => api.get('/wps/system/status', SystemStatus);

export const statusQueryOptions = () =>
  queryOptions({ queryKey: ['system', 'status'], queryFn: getStatus, staleTime: 60_000 });

export const useStatus = () => useQuery(statusQueryOptions());
