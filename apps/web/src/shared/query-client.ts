import { QueryClient } from '@tanstack/react-query';
import { isNetworkError, isOfflineError } from './api-client';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Asked even when the browser says it is offline: the request fails at once and the
        // screen says 'no internet' with a retry, instead of waiting paused behind a skeleton.
        // Back online, the failed queries on screen are asked again (refetchOnReconnect).
        networkMode: 'always',
        // An answer from the server is final; only network failures are worth retrying, and not
        // while offline (nothing can succeed before the browser is back online).
        retry: (failures, error) => failures < 2 && isNetworkError(error) && !isOfflineError(error),
      },
      mutations: {
        // Never paused while offline to be replayed on reconnect: a bet or a payment sent an hour
        // later is not what the member asked for. Offline it fails at once (NetworkError, offline)
        // and the screen says so; the member decides whether to send it again.
        networkMode: 'always',
      },
    },
  });
}
