import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhitelabel } from './get-whitelabel';

/**
 * Renders `children` once the white-label flags are known: screens whose tabs and fields depend
 * on them wait rather than flash a wrong form. The flags' arrival (a synchronous query-store
 * update) renders the screen as a transition, in slices, not as one long task.
 */
export function SiteReady({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { isPending } = useDeferredValue(useWhitelabel());
  if (!isPending) return children;
  return (
    <div className="page-status" role="status" aria-label={t('loading')}>
      <DotLoading color="currentColor" />
    </div>
  );
}
