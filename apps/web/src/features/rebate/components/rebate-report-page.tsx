import type { RebateClaim } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '@/shared/money';
import {
  formatDay,
  formatTime,
  groupByDay,
  relativeDay,
  type DayGroup,
} from '@/shared/record-days';
import { LoadMore } from '@/shared/ui/load-more';
import { NoData } from '@/shared/ui/no-data';
import { QueryState } from '@/shared/ui/query-state';
import { RecordRangePicker } from '@/shared/ui/record-range-picker';
import { useRebateReport, type RebateReportFilter } from '../api/get-rebate-report';
import { CategoryIcon } from './category-icon';
import { useRate } from './rebate-line-card';
import './rebate.css';

/**
 * /m/member/rebateReport (PLYRBT, "my rebate"): the member's claims by period, newest first,
 * under the day each was made, each with what every category paid; more as the end nears.
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
      <RecordRangePicker
        label={t('report.period')}
        periodText={(period) => t(`periods.${period}`)}
        value={filter}
        onChange={(range) => setFilter({ ...filter, ...range })}
      />
      <QueryState
        query={report}
        isEmpty={(view) => view.list.length === 0}
        skeletonRows={4}
        empty={
          <NoData>
            <p className="rebate-empty">{t('report.empty')}</p>
            <Link to="/m/member/manualRebate" className="pill pill-gold">
              {t('report.claim')}
            </Link>
          </NoData>
        }
      >
        {(view) => (
          <>
            {groupByDay(view.list).map((group) => (
              <Day key={group.key} group={group} />
            ))}
            <LoadMore
              hasMore={report.hasNextPage}
              loading={report.isFetchingNextPage}
              onMore={() => void report.fetchNextPage()}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}

/** One local day: its heading ("Ngayong araw", "Kahapon", else the date) and its claims. */
function Day({ group }: { group: DayGroup<RebateClaim> }) {
  const { t, i18n } = useTranslation('rebate');
  const relative = relativeDay(group.day);
  const id = `rebate-day-${group.key}`;
  return (
    <section className="rebate-day" aria-labelledby={id}>
      <h2 id={id} className="rebate-day-title">
        {relative ? t(`days.${relative}`) : formatDay(group.day, parseLanguage(i18n.language))}
      </h2>
      <ul className="rebate-claims">
        {group.list.map((claim) => (
          <ClaimRow key={claim.id} claim={claim} />
        ))}
      </ul>
    </section>
  );
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
