import { WITHDRAW_STATUSES, type WithdrawStatus } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RequestsRecords } from '@/shared/records/money-requests';
import { NoData } from '@/shared/ui/no-data';
import { useWithdrawals, type WithdrawFilter } from '../api/get-withdrawals';
import { useDecisionWatch } from '../hooks/use-decision-watch';
import { WithdrawItem } from './withdraw-item';
import './withdraw.css';
import './withdraw-records.css';

const STATUSES: (WithdrawStatus | 'all')[] = ['all', ...WITHDRAW_STATUSES];

/**
 * /m/withdrawReport: the member's withdrawal requests by period (today, 7 days, 30 days) and
 * status, newest first under the day each was made with the day's total, loading more as the
 * list's end comes near; a pending one cancellable.
 */
export function WithdrawReportPage() {
  const { t, i18n } = useTranslation('withdraw');
  const [filter, setFilter] = useState<WithdrawFilter>({ period: '7d', status: 'all' });
  const withdrawals = useWithdrawals(i18n.language, filter);
  useDecisionWatch(withdrawals.data?.list);

  return (
    <section className="withdraw-page" aria-labelledby="withdraw-report-title">
      <header className="withdraw-hero is-compact">
        <div>
          <h2 id="withdraw-report-title">{t('report.title')}</h2>
          {withdrawals.data && (
            <p className="withdraw-report-count">
              {t('report.count', { count: withdrawals.data.total })}
            </p>
          )}
        </div>
        <Link to="/m/withdraw" className="pill pill-gold">
          {t('report.withdraw_now')}
        </Link>
      </header>
      <RequestsRecords
        namespace="withdraw"
        statuses={STATUSES}
        filter={filter}
        onChange={setFilter}
        query={withdrawals}
        className="withdraw-list"
        empty={<NoData />}
        renderRow={(request) => <WithdrawItem request={request} />}
      />
    </section>
  );
}
