import { startupMode } from '@app/contracts/zod-free';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { statusQueryOptions, useStatus } from '@/shared/site/get-status';
import { isOfflineError, onApiError } from '@/shared/api-client';
import { ShellView } from '../shell/shell-view';
import { useShell } from '../shell/use-shell';
import { StartupFailed } from './startup-failed';
import { MaintenanceView } from './maintenance-view';
import { RestrictedView } from './restricted-view';

/** Codes from any call that mean the site's mode changed: re-read the status. */
const MODE_CODES = new Set(['system.maintenance', 'access.restricted']);

/** SPEC §2 start-up: maintenance (mode 1) wins over region restriction (mode 2); else the app. */
export function StartupGate({ children }: { children: ReactNode }) {
  const shell = useShell();
  // The answer re-renders this gate at once (a query store update is synchronous); the app it
  // opens onto then mounts as a transition, in slices the browser can paint between, not as one
  // long task.
  const status = useDeferredValue(useStatus());
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onApiError((error) => {
        if (MODE_CODES.has(error.code)) void queryClient.invalidateQueries(statusQueryOptions());
      }),
    [queryClient],
  );

  if (status.isPending) return <ShellView {...shell} />;
  if (status.isError) {
    // Offline, the app itself comes from the service worker's precache: it opens, and each
    // screen says 'no internet' where its data is missing. The mode is read again once the
    // browser is back online (refetchOnReconnect), and a maintenance or restriction applies then.
    if (isOfflineError(status.error)) return children;
    return <StartupFailed onRetry={() => void status.refetch()} />;
  }
  const mode = startupMode(status.data);
  if (mode === 'maintenance')
    return <MaintenanceView customerService={status.data.info.customerService} />;
  if (mode === 'restricted') return <RestrictedView ip={status.data.location.ip} />;
  return children;
}
