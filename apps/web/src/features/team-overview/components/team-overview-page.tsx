import { parseLanguage } from '@app/contracts/zod-free';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportRangeBar } from '@/shared/records/report-range-bar';
import { reportDays, type ReportRange } from '@/shared/report-range';
import { QueryState } from '@/shared/ui/query-state';
import { ToggleGroup } from '@/shared/ui/toggle-group';
import { useTeamKpi } from '../api/get-team-kpi';
import { rangeText } from '@/shared/report-dates';
import { KPI_SCOPES, type KpiScope } from '../lib/kpi';
import { KpiCharts } from './kpi-charts';
import { KpiTiles } from './kpi-tiles';
import './team-overview.css';
import './day-chart.css';

/**
 * /m/agent/team/overview (AGEPAG): what the agent's team did in a period of the Philippine
 * calendar (today, yesterday, this week, this month or two dates, at most 31 days and 90 days
 * back), for the whole team or the direct downlines: the totals as tiles and a chart per day.
 */
export function TeamOverviewPage() {
  const { t, i18n } = useTranslation('teamOverview');
  const language = parseLanguage(i18n.language);
  const [range, setRange] = useState<ReportRange>({ period: 'today' });
  const [scope, setScope] = useState<KpiScope>('team');
  const result = reportDays(range);
  const days = 'days' in result ? result.days : undefined;
  const kpi = useTeamKpi(days, scope);

  return (
    <section className="team-report" aria-label={t('title')}>
      <header className="team-report-hero">
        {days && (
          <p className="team-report-range" data-testid="team-range">
            {rangeText(days, language, (from, to) => t('range', { from, to }))}
          </p>
        )}
        <p className="team-report-zone">{t('timezone')}</p>
      </header>
      <ReportRangeBar
        label={t('period')}
        periodText={(period) => t(`periods.${period}`)}
        value={range}
        error={'error' in result ? result.error : undefined}
        onChange={setRange}
      />
      <ToggleGroup
        variant="segmented"
        className="team-scope"
        label={t('scope.label')}
        options={KPI_SCOPES.map((value) => ({ value, text: t(`scope.${value}`) }))}
        value={scope}
        onChange={setScope}
      />
      {days && (
        <QueryState query={kpi} skeletonRows={6}>
          {(view) => (
            <div
              className={kpi.isPlaceholderData ? 'team-report-body is-stale' : 'team-report-body'}
            >
              <KpiTiles totals={view.totals} />
              <KpiCharts days={view.days} />
            </div>
          )}
        </QueryState>
      )}
    </section>
  );
}
