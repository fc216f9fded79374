import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoneyRecordFilter } from '@/shared/money-records';
import { useMoney } from '@/shared/money';
import { sumOf } from '@/shared/record-days';
import { DayTotals } from './record-day';
import { RecordsFilterBar } from './records-filter-bar';
import { RecordsList, type RecordsByDay, type RecordsQuery } from './records-list';

/*
 * What the deposit and withdrawal records share beyond the records list: the filters (period and
 * status, in each feature's own words: report.period, periods.*, report.status, report.all,
 * status.*) and the days with their totals.
 */

type MoneyRequest = { amount: number; status: string; createdAt: number };

/** Requests that came to nothing: no money moved, nor will. */
const CAME_TO_NOTHING: ReadonlySet<string> = new Set(['rejected', 'cancelled']);

/**
 * A day's total of deposit or withdrawal requests: the amounts of those that went through or
 * still may (rejected and cancelled ones left out); nothing when none did.
 */
export function RequestsTotal({ day }: { day: readonly Omit<MoneyRequest, 'createdAt'>[] }) {
  const { t } = useTranslation('common');
  const { money } = useMoney();
  const live = day.filter((request) => !CAME_TO_NOTHING.has(request.status));
  if (live.length === 0) return null;
  const total = sumOf(live, (request) => request.amount);
  return <DayTotals figures={[{ label: t('record_days.total'), value: money(total) }]} />;
}

/** The requests under the day each was made, the days headed under the page's h2. */
const requestsByDay: RecordsByDay<MoneyRequest> = {
  dayOf: (request) => request.createdAt,
  dayTotal: (day) => <RequestsTotal day={day} />,
  level: 3,
};

type FilterProps<S extends string> = {
  namespace: 'deposit' | 'withdraw';
  statuses: readonly (S | 'all')[];
  filter: MoneyRecordFilter<S>;
  onChange: (filter: MoneyRecordFilter<S>) => void;
};

/** The period and the status (all, or one of `statuses`). */
function RequestsFilterBar<S extends string>(props: FilterProps<S>) {
  const { t } = useTranslation(props.namespace);
  return (
    <RecordsFilterBar
      filter={props.filter}
      onChange={props.onChange}
      period={{ label: t('report.period'), text: (period) => t(`periods.${period}`) }}
      choice={{
        field: 'status',
        label: t('report.status'),
        options: props.statuses.map((value) => ({
          value,
          text: t(value === 'all' ? 'report.all' : `status.${value}`),
        })),
      }}
    />
  );
}

/**
 * A member's deposit or withdrawal requests: the filters, then the requests of the period and
 * status newest first under the day each was made, with the day's total.
 */
export function RequestsRecords<S extends string, R extends MoneyRequest & { id: number }>({
  query,
  className,
  empty,
  renderRow,
  ...filters
}: FilterProps<S> & {
  query: RecordsQuery<R>;
  className: string;
  empty?: ReactNode;
  renderRow: (request: R) => ReactNode;
}) {
  return (
    <>
      <RequestsFilterBar {...filters} />
      <RecordsList
        query={query}
        className={className}
        empty={empty}
        rowKey={(request) => request.id}
        renderRow={renderRow}
        byDay={requestsByDay}
      />
    </>
  );
}
