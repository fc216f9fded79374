import type { UseQueryResult } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NoData } from './no-data';
import './query-state.css';

type QueryStateProps<T> = {
  query: Pick<UseQueryResult<T>, 'data' | 'isPending' | 'isError' | 'refetch' | 'isFetching'>;
  /** Whether the loaded data has nothing to show (the no-data placeholder then). */
  isEmpty?: (data: T) => boolean;
  /** Rows of the loading skeleton, shaped like the list it stands for. */
  skeletonRows?: number;
  /** What shows when it is empty, instead of the plain no-data placeholder. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * The three states of a screen's list in one place: a skeleton while it loads, 'error occurred'
 * with a retry when it fails, the no-data placeholder when it is empty, else the list.
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
          <span key={row} className="query-skeleton-row" />
        ))}
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <div className="query-error" role="alert">
        <p>{t('error_occurred')}</p>
        <Button size="small" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (isEmpty?.(query.data)) return empty ?? <NoData />;
  return children(query.data);
}
