import { TRANSACTION_TYPES, type TransactionRecord } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadMore } from '@/shared/ui/load-more';
import { NoData } from '@/shared/ui/no-data';
import { QueryState } from '@/shared/ui/query-state';
import { RecordRangePicker } from '@/shared/ui/record-range-picker';
import { ToggleGroup } from '@/shared/ui/toggle-group';
import { useTransactions, type TransactionFilter } from '../api/get-transactions';
import { formatDay, groupByDay, relativeDay, type DayGroup } from '@/shared/record-days';
import { TransactionRow } from './transaction-row';
import './transactions.css';

const TYPES = ['all', ...TRANSACTION_TYPES] as const;

/**
 * /m/transaction/record (TRANSREC3): every movement of the member's cash by period and type,
 * newest first, under the day it happened, each with the balance it left; more as the end nears.
 */
export function TransactionsPage() {
  const { t } = useTranslation('transactions');
  const [filter, setFilter] = useState<TransactionFilter>({ period: '7d', type: 'all' });
  const transactions = useTransactions(filter);

  return (
    <section className="tx-page" aria-label={t('title')}>
      <header className="tx-hero">
        <p>{t('lead')}</p>
        {transactions.data && (
          <strong className="tx-count">{t('count', { count: transactions.data.total })}</strong>
        )}
      </header>
      <div className="tx-filters">
        <RecordRangePicker
          label={t('filter_period')}
          periodText={(period) => t(`periods.${period}`)}
          value={filter}
          onChange={(range) => setFilter({ ...filter, ...range })}
        />
        <ToggleGroup
          variant="chips"
          className="tx-types"
          label={t('filter_type')}
          options={TYPES.map((value) => ({ value, text: t(`types.${value}`) }))}
          marked
          value={filter.type}
          onChange={(type) => setFilter({ ...filter, type })}
        />
      </div>
      <QueryState
        query={transactions}
        isEmpty={(view) => view.list.length === 0}
        skeletonRows={6}
        empty={
          <NoData>
            <p className="tx-empty">{t(filter.type === 'all' ? 'empty.all' : 'empty.type')}</p>
            {filter.type === 'all' && (
              <Link to="/m/voucherCenter" className="pill pill-gold tx-deposit">
                {t('deposit_now')}
              </Link>
            )}
          </NoData>
        }
      >
        {(view) => (
          <>
            {groupByDay(view.list).map((group) => (
              <Day key={group.key} group={group} />
            ))}
            <LoadMore
              hasMore={transactions.hasNextPage}
              loading={transactions.isFetchingNextPage}
              onMore={() => void transactions.fetchNextPage()}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}

/** One local day: its heading ("Ngayong araw", "Kahapon", else the date) and its movements. */
function Day({ group }: { group: DayGroup<TransactionRecord> }) {
  const { t, i18n } = useTranslation('transactions');
  const relative = relativeDay(group.day);
  const id = `tx-day-${group.key}`;
  return (
    <section className="tx-day" aria-labelledby={id}>
      <h2 id={id} className="tx-day-title">
        {relative ? t(`days.${relative}`) : formatDay(group.day, parseLanguage(i18n.language))}
      </h2>
      <ul className="tx-list">
        {group.list.map((record) => (
          <TransactionRow key={record.id} record={record} />
        ))}
      </ul>
    </section>
  );
}
