import {
  AGENT_RECORD,
  AGENT_TRANSACTION_TYPES,
  TRANSACTION_TYPES,
  type TransactionRecord,
} from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
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
/** The agent record's types (`?types=A`). */
const AGENT_TYPES = ['all', ...AGENT_TRANSACTION_TYPES] as const;

/**
 * /m/transaction/record (TRANSREC3): every movement of the member's cash by period and type,
 * newest first, under the day it happened with what the day moved in all, each with the balance
 * it left; more as the end nears.
 */
export function TransactionsPage() {
  const [params] = useSearchParams();
  const isAgent = params.get('types') === AGENT_RECORD;
  // Each record keeps its own filter: switching between them starts afresh.
  return <TransactionRecordView key={isAgent ? 'agent' : 'member'} isAgent={isAgent} />;
}

/**
 * The member's record, or with `isAgent` the agent record of /m/transaction/record?types=A
 * (TRANSREC3 in the agent menu): the agent's own transfers to downlines and red envelopes.
 */
function TransactionRecordView({ isAgent }: { isAgent: boolean }) {
  const { t } = useTranslation('transactions');
  const [filter, setFilter] = useState<TransactionFilter>({
    period: '7d',
    type: 'all',
    agent: isAgent,
  });
  const transactions = useTransactions(filter);
  const types = isAgent ? AGENT_TYPES : TYPES;

  return (
    <section className="tx-page" aria-label={t(isAgent ? 'agent.title' : 'title')}>
      <header className="tx-hero">
        {isAgent && <h2 className="tx-agent-title">{t('agent.title')}</h2>}
        <p>{t(isAgent ? 'agent.lead' : 'lead')}</p>
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
          options: types.map((value) => ({ value, text: t(`types.${value}`) })),
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
            <p className="tx-empty">
              {t(isAgent ? 'agent.empty' : filter.type === 'all' ? 'empty.all' : 'empty.type')}
            </p>
            {filter.type === 'all' && !isAgent && (
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
