import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { LoadMore } from '@/shared/ui/load-more';
import { QueryState } from '@/shared/ui/query-state';

type RecordsQuery<T> = Pick<
  UseQueryResult<{ list: T[] }>,
  'data' | 'error' | 'isPending' | 'isError' | 'refetch' | 'isFetching'
> & {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

type RecordsListProps<T> = {
  query: RecordsQuery<T>;
  /** The list's class (each page's own CSS). */
  className: string;
  /** What shows when there are no records, instead of the plain no-data placeholder. */
  empty?: ReactNode;
  rowKey: (row: T) => string | number;
  /** One row: an <li> of the page's own. */
  renderRow: (row: T) => ReactNode;
};

/**
 * A records screen's list: skeleton, error with retry, empty, else the rows page after page
 * (loading more as the end comes near). The page gives its query, filters and row.
 */
export function RecordsList<T>({
  query,
  className,
  empty,
  rowKey,
  renderRow,
}: RecordsListProps<T>) {
  return (
    <QueryState
      query={query}
      isEmpty={(view) => view.list.length === 0}
      skeletonRows={5}
      empty={empty}
    >
      {(view) => (
        <>
          <ul className={className}>
            {view.list.map((row) => (
              <Fragment key={rowKey(row)}>{renderRow(row)}</Fragment>
            ))}
          </ul>
          <LoadMore
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            onMore={() => void query.fetchNextPage()}
          />
        </>
      )}
    </QueryState>
  );
}
