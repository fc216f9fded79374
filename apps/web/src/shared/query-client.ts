import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // An answer from the server is final; only network failures are worth retrying.
        retry: (failures, error) => failures < 2 && error instanceof ApiError && error.status === 0,
      },
    },
  });
}
