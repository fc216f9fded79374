import { TRANSACTION_TYPES, type TransactionRecord } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '@/shared/money';
import { sumOf } from '@/shared/record-days';
import { DayTotals, toneOf } from '@/shared/records/record-day';
import { RecordsFilterBar } from '@/shared/records/records-filter-bar';
import { RecordsList } from '@/shared/records/records-list';
import { NoData } from '@/shared/ui/no-data';
import { useTransactions, type TransactionFilter } from '../api/get-transactions';
import { TransactionRow } from './transaction-row';
import './transactions.css';

const TYPES = ['all', ...TRANSACTION_TYPES] as const;

/**
 * /m/transaction/record (TRANSREC3): every movement of the member's cash by period and type,
 * newest first, under the day it happened with what the day moved in all, each with the balance
 * it left; more as the end nears.
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
      <RecordsFilterBar
        filter={filter}
        onChange={setFilter}
        period={{ label: t('filter_period'), text: (period) => t(`periods.${period}`) }}
        choice={{
          field: 'type',
          label: t('filter_type'),
          options: TYPES.map((value) => ({ value, text: t(`types.${value}`) })),
          marked: true,
          className: 'tx-types',
        }}
      />
      <RecordsList
        query={transactions}
        className="records-card"
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
        rowKey={(record) => record.id}
        renderRow={(record) => <TransactionRow record={record} />}
        byDay={{
          dayOf: (record) => record.createdAt,
          dayTotal: (day) => <NetMovement day={day} />,
        }}
      />
    </section>
  );
}

/** A day's net movement: what came in less what went out. */
function NetMovement({ day }: { day: readonly TransactionRecord[] }) {
  const { t } = useTranslation('common');
  const { signed } = useMoney();
  const net = sumOf(day, (record) => record.amount);
  return (
    <DayTotals figures={[{ label: t('record_days.net'), value: signed(net), tone: toneOf(net) }]} />
  );
}
