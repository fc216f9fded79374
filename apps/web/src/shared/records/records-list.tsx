import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { groupByDay } from '@/shared/record-days';
import { LoadMorePages } from '@/shared/ui/load-more';
import { QueryState } from '@/shared/ui/query-state';
import { RecordDay } from './record-day';
import './records.css';

/** What the list needs of an infinite query whose pages `select` into one `list`. */
export type RecordsQuery<Row> = Pick<
  UseQueryResult<{ list: Row[] }>,
  'data' | 'error' | 'isPending' | 'isError' | 'refetch' | 'isFetching'
> & {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/** Rows under the site (Manila) day they happened, each day headed by its name and totals. */
export type RecordsByDay<Row> = {
  /** When the row happened (epoch ms): the day it goes under. */
  dayOf: (row: Row) => number;
  /** The day's totals beside its name (a <DayTotals>), or nothing for none. */
  dayTotal?: (rows: readonly Row[]) => ReactNode;
  /** The day headings' level: 2 under the page's title (the default), 3 under a section's h2. */
  level?: 2 | 3;
};

export type RecordsListProps<Row> = {
  query: RecordsQuery<Row>;
  /** The list's class (each page's own CSS): one list, or one per day. */
  className: string;
  /** What shows when there are no records, instead of the plain no-data placeholder. */
  empty?: ReactNode;
  rowKey: (row: Row) => string | number;
  /** One row: an <li> of the page's own. */
  renderRow: (row: Row) => ReactNode;
  /** Groups the rows by day; without it, one list. */
  byDay?: RecordsByDay<Row>;
  /** Rows of the loading skeleton. */
  skeletonRows?: number;
};

/**
 * A records screen's list: skeleton, error with retry, empty, else the rows (under their day
 * when `byDay` says how) page after page, loading more as the end comes near. The page gives its
 * query, filters and row; the agent reports' team rows fit the same way.
 */
export function RecordsList<Row>({
  query,
  className,
  empty,
  rowKey,
  renderRow,
  byDay,
  skeletonRows = 5,
}: RecordsListProps<Row>) {
  const rows = (list: readonly Row[]) => (
    <ul className={className}>
      {list.map((row) => (
        <Fragment key={rowKey(row)}>{renderRow(row)}</Fragment>
      ))}
    </ul>
  );
  return (
    <QueryState
      query={query}
      isEmpty={(view) => view.list.length === 0}
      skeletonRows={skeletonRows}
      empty={empty}
    >
      {(view) => (
        <>
          {byDay
            ? groupByDay(view.list, byDay.dayOf).map((group) => (
                <RecordDay
                  key={group.key}
                  day={group.day}
                  level={byDay.level}
                  totals={byDay.dayTotal?.(group.list)}
                >
                  {rows(group.list)}
                </RecordDay>
              ))
            : rows(view.list)}
          <LoadMorePages pages={query} />
        </>
      )}
    </QueryState>
  );
}
