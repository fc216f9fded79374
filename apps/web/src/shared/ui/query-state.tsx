import type { UseQueryResult } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isNetworkError, isOfflineError } from '../api-client';
import { Icon } from './icons';
import { NoData } from './no-data';
import './query-state.css';

type QueryStateProps<T> = {
  query: Pick<
    UseQueryResult<T>,
    'data' | 'error' | 'isPending' | 'isError' | 'refetch' | 'isFetching'
  >;
  /** Whether the loaded data has nothing to show (the no-data placeholder then). */
  isEmpty?: (data: T) => boolean;
  /** Rows of the loading skeleton, shaped like the list it stands for. */
  skeletonRows?: number;
  /** What shows when it is empty, instead of the plain no-data placeholder. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * The three states of a screen's list in one place: a skeleton while it loads, what went wrong
 * with a retry when it fails (QueryError), the no-data placeholder when it is empty, else the list.
 */
export function QueryState<T>({
  query,
  isEmpty,
  skeletonRows = 4,
  empty,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation('common');
  if (query.isPending) {
    return (
      <div className="query-skeleton" role="status" aria-label={t('loading')}>
        {Array.from({ length: skeletonRows }, (_, row) => (
          <span key={row} className="query-skeleton-row skeleton" />
        ))}
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <QueryError
        error={query.error}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (isEmpty?.(query.data)) return empty ?? <NoData />;
  return children(query.data);
}

type QueryErrorProps = { error: unknown; isRetrying: boolean; onRetry: () => void };

/**
 * Data that could not be loaded, said as SPEC §8 says it: 'no internet' when the browser is
 * offline (the page itself may come from the service worker), 'network slow' when the server did
 * not answer, else 'error occurred'; with a retry.
 */
export function QueryError({ error, isRetrying, onRetry }: QueryErrorProps) {
  const { t } = useTranslation('common');
  const isOffline = isOfflineError(error);
  const text = isOffline
    ? t('offline')
    : isNetworkError(error)
      ? t('network_error')
      : t('error_occurred');
  return (
    <div className="query-error" role="alert">
      <Icon className="query-error-icon">
        {isOffline ? (
          // Wi-Fi, struck through.
          <path d="M2.5 8.5a14 14 0 0 1 19 0M5.5 12a9.5 9.5 0 0 1 13 0M8.5 15.5a5 5 0 0 1 7 0M12 19h.01M3.5 3.5l17 17" />
        ) : (
          <path d="M12 3.5 21.5 20h-19zM12 10v4.5M12 17.2h.01" />
        )}
      </Icon>
      <p>{text}</p>
      <Button size="small" loading={isRetrying} onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
