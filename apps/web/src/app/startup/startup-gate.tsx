import { startupMode } from '@app/contracts/zod-free';
import { useQueryClient } from '@tanstack/react-query';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { statusQueryOptions, useStatus } from '@/shared/site/get-status';
import { onApiError } from '@/shared/api-client';
import { LogoMark } from '@/shared/ui/logo';
import { StartupFailed } from './startup-failed';
import { MaintenanceView } from './maintenance-view';
import { RestrictedView } from './restricted-view';

/** Codes from any call that mean the site's mode changed: re-read the status. */
const MODE_CODES = new Set(['system.maintenance', 'access.restricted']);

/** SPEC §2 start-up: maintenance (mode 1) wins over region restriction (mode 2); else the app. */
export function StartupGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('frame');
  const status = useStatus();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onApiError((error) => {
        if (MODE_CODES.has(error.code)) void queryClient.invalidateQueries(statusQueryOptions());
      }),
    [queryClient],
  );

  if (status.isPending) {
    return (
      <div className="startup-view" role="status" aria-label={t('common:loading')}>
        <LogoMark size={56} />
        <DotLoading color="currentColor" />
      </div>
    );
  }
  if (status.isError) {
    return <StartupFailed onRetry={() => void status.refetch()} />;
  }
  const mode = startupMode(status.data);
  if (mode === 'maintenance')
    return <MaintenanceView customerService={status.data.info.customerService} />;
  if (mode === 'restricted') return <RestrictedView ip={status.data.location.ip} />;
  return children;
}
