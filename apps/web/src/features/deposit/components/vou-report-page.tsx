import { DEPOSIT_STATUSES, type DepositStatus } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RequestsRecords } from '@/shared/records/money-requests';
import { NoData } from '@/shared/ui/no-data';
import { useDeposits, type DepositFilter } from '../api/get-deposits';
import { useApprovalWatch } from '../hooks/use-approval-watch';
import { DepositItem } from './deposit-item';
import './deposit.css';
import './deposit-records.css';

const STATUSES: (DepositStatus | 'all')[] = ['all', ...DEPOSIT_STATUSES];

/**
 * /m/vouReport: the member's deposit requests by period (today, 7 days, 30 days) and status,
 * newest first under the day each was made with the day's total, loading more as the list's end
 * comes near.
 */
export function DepositReportPage() {
  const { t, i18n } = useTranslation('deposit');
  const [filter, setFilter] = useState<DepositFilter>({ period: '7d', status: 'all' });
  const deposits = useDeposits(i18n.language, filter);
  useApprovalWatch(deposits.data?.list);

  return (
    <section className="deposit-page" aria-labelledby="vou-report-title">
      <header className="deposit-hero is-compact">
        <h2 id="vou-report-title">{t('report.title')}</h2>
        {deposits.data && <p>{t('report.count', { count: deposits.data.total })}</p>}
      </header>
      <RequestsRecords
        namespace="deposit"
        statuses={STATUSES}
        filter={filter}
        onChange={setFilter}
        query={deposits}
        className="deposit-list"
        empty={
          <NoData>
            <Link to="/m/voucherCenter" className="pill pill-gold deposit-now">
              {t('report.deposit_now')}
            </Link>
          </NoData>
        }
        renderRow={(request) => <DepositItem request={request} />}
      />
    </section>
  );
}
