import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NoData } from '@/shared/ui/no-data';
import { QueryState } from '@/shared/ui/query-state';
import { ToggleGroup } from '@/shared/ui/toggle-group';
import { usePnl } from '../api/get-pnl';
import { hasActivity } from '../lib/days';
import { PNL_PERIODS, periodRange, type PnlPeriod } from '../lib/periods';
import { PnlChart } from './pnl-chart';
import { PnlDayList } from './pnl-day-list';
import { PnlSummary } from './pnl-summary';
import './profit-loss.css';

/**
 * /m/profitandloss (PERSREP): the member's own profit and loss for today, yesterday, the last 7
 * or 30 days of the Philippine calendar: the totals, the net of each day as a bar chart, and the
 * days that had any activity, newest first.
 */
export function ProfitLossPage() {
  const { t } = useTranslation('profitLoss');
  const [period, setPeriod] = useState<PnlPeriod>('7d');
  const range = periodRange(period);
  const pnl = usePnl(range);

  return (
    <section className="pnl-page" aria-label={t('title')}>
      <ToggleGroup
        variant="segmented"
        className="pnl-periods"
        label={t('filter_period')}
        options={PNL_PERIODS.map((value) => ({ value, text: t(`periods.${value}`) }))}
        value={period}
        onChange={setPeriod}
      />
      <QueryState
        query={pnl}
        skeletonRows={5}
        isEmpty={(data) => !data.days.some(hasActivity)}
        empty={
          <NoData>
            <p className="pnl-empty">{t('empty')}</p>
            <Link to="/m/home" className="pill pill-gold pnl-play">
              {t('play_now')}
            </Link>
          </NoData>
        }
      >
        {(data) => (
          <>
            <PnlSummary total={data.total} range={range} />
            <PnlChart key={`${range.startDate}:${range.endDate}`} days={data.days} />
            <PnlDayList days={data.days} />
          </>
        )}
      </QueryState>
    </section>
  );
}
