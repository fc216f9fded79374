import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportHead, useReportRange } from '@/shared/records/report-head';
import { QueryState } from '@/shared/ui/query-state';
import { ToggleGroup } from '@/shared/ui/toggle-group';
import { useTeamKpi } from '../api/get-team-kpi';
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
  const { t } = useTranslation('teamOverview');
  const period = useReportRange({ period: 'today' });
  const [scope, setScope] = useState<KpiScope>('team');
  const { days } = period;
  const kpi = useTeamKpi(days, scope);

  return (
    <section className="team-report" aria-label={t('title')}>
      <ReportHead ns="teamOverview" prefix="team-report" state={period} />
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
