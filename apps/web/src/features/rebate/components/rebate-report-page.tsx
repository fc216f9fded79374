import type { RebateClaim } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '@/shared/money';
import { formatTime, sumOf } from '@/shared/record-days';
import { DayTotals } from '@/shared/records/record-day';
import { RecordsFilterBar } from '@/shared/records/records-filter-bar';
import { RecordsList } from '@/shared/records/records-list';
import { NoData } from '@/shared/ui/no-data';
import { useRebateReport, type RebateReportFilter } from '../api/get-rebate-report';
import { CategoryIcon } from './category-icon';
import { useRate } from './rebate-line-card';
import './rebate.css';

/**
 * /m/member/rebateReport (PLYRBT, "my rebate"): the member's claims by period, newest first,
 * under the day each was made with what the day's claims paid, each with what every category
 * paid; more as the end nears.
 */
export function RebateReportPage() {
  const { t } = useTranslation('rebate');
  const { money } = useMoney();
  const [filter, setFilter] = useState<RebateReportFilter>({ period: '7d' });
  const report = useRebateReport(filter);

  return (
    <section className="rebate-page" aria-labelledby="rebate-report-lead">
      <header className="rebate-report-hero">
        <p id="rebate-report-lead">{t('report.lead')}</p>
        {report.data && (
          <p className="rebate-report-totals">
            <strong data-testid="rebate-report-sum">
              {t('report.sum', { amount: money(report.data.sum) })}
            </strong>
            <span>{t('report.count', { count: report.data.total })}</span>
          </p>
        )}
      </header>
      <RecordsFilterBar
        filter={filter}
        onChange={setFilter}
        period={{ label: t('report.period'), text: (period) => t(`periods.${period}`) }}
      />
      <RecordsList
        query={report}
        className="records-card"
        skeletonRows={4}
        empty={
          <NoData>
            <p className="rebate-empty">{t('report.empty')}</p>
            <Link to="/m/member/manualRebate" className="pill pill-gold">
              {t('report.claim')}
            </Link>
          </NoData>
        }
        rowKey={(claim) => claim.id}
        renderRow={(claim) => <ClaimRow claim={claim} />}
        byDay={{ dayOf: (claim) => claim.createdAt, dayTotal: (day) => <DayPaid day={day} /> }}
      />
    </section>
  );
}

/** What a day's claims paid. */
function DayPaid({ day }: { day: readonly RebateClaim[] }) {
  const { t } = useTranslation('common');
  const { money } = useMoney();
  const paid = sumOf(day, (claim) => claim.amount);
  return <DayTotals figures={[{ label: t('record_days.total'), value: `+${money(paid)}` }]} />;
}

/** One claim: the amount, the turnover it covered, its time and reference, and per category. */
function ClaimRow({ claim }: { claim: RebateClaim }) {
  const { t, i18n } = useTranslation('rebate');
  const { money } = useMoney();
  const rate = useRate();
  return (
    <li className="rebate-claim-row" data-testid="rebate-claim">
      <div className="rebate-claim-main">
        <strong className="rebate-claim-amount">+{money(claim.amount)}</strong>
        <span className="rebate-claim-turnover">
          {t('report.turnover', { amount: money(claim.turnover) })}
        </span>
      </div>
      <div className="rebate-claim-meta">
        <span className="rebate-claim-ref">{claim.reference}</span>
        <time dateTime={new Date(claim.createdAt).toISOString()}>
          {formatTime(claim.createdAt, parseLanguage(i18n.language))}
        </time>
      </div>
      <ul className="rebate-claim-lines">
        {claim.lines
          .filter((line) => line.bets > 0)
          .map((line) => (
            <li key={line.category} data-category={line.category}>
              <CategoryIcon category={line.category} />
              <span>
                {t(`categories.${line.category}`)} · {rate(line.rateBp)}
              </span>
              <strong>{money(line.amount)}</strong>
            </li>
          ))}
      </ul>
    </li>
  );
}
