import { parseLanguage } from '@app/contracts/zod-free';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWhole } from '@/shared/format';
import { rangeText } from '@/shared/report-dates';
import { reportDays, type ReportRange } from '@/shared/report-range';
import { RecordsList } from '@/shared/records/records-list';
import { ReportRangeBar } from '@/shared/records/report-range-bar';
import { NoData } from '@/shared/ui/no-data';
import { useTeamPnl } from '../api/get-team-pnl';
import { PnlTotalsCard } from './pnl-totals-card';
import { TeamPnlRowItem } from './team-pnl-row';
import { useDrill } from '../lib/use-drill';
import { TeamTrail } from './team-trail';
import './team-pnl.css';

/**
 * /m/agent/team/pnl (AGETEAMPNL3): a row per direct downline with its whole team's totals for a
 * period of the Philippine calendar, per game category; a sub-agent's row drills into its own
 * team (the trail goes back up); the footer's totals on top. Rows page as the list scrolls.
 */
export function TeamPnlPage() {
  const { t, i18n } = useTranslation('teamPnl');
  const language = parseLanguage(i18n.language);
  const [range, setRange] = useState<ReportRange>({ period: 'today' });
  const result = reportDays(range);
  const days = 'days' in result ? result.days : undefined;
  const drill = useDrill();
  const pnl = useTeamPnl(days, drill.parentId);
  const view = pnl.data;
  const levels = drill.levels(view?.parent?.customerName ?? '', t('trail_me'));

  return (
    <section className="tpnl-page" aria-label={t('title')}>
      <header className="tpnl-hero">
        {days && (
          <p className="tpnl-range" data-testid="team-range">
            {rangeText(days, language, (from, to) => t('range', { from, to }))}
          </p>
        )}
        <p className="tpnl-zone">{t('timezone')}</p>
      </header>
      <ReportRangeBar
        label={t('period')}
        periodText={(period) => t(`periods.${period}`)}
        value={range}
        error={'error' in result ? result.error : undefined}
        onChange={setRange}
      />
      {levels.length > 1 && <TeamTrail trail={levels} onUp={(depth) => drill.up(levels, depth)} />}
      {days && view?.footer && (
        <PnlTotalsCard
          title={t('totals.title')}
          lead={t('totals.of', {
            name: view.parent?.customerName ?? '',
            size: formatWhole(view.total),
          })}
          totals={view.footer}
          testId="tpnl-footer"
        />
      )}
      {days && view?.own && view.parent && (
        <TeamPnlRowItem
          own
          row={{
            ...view.own,
            customerId: view.parent.customerId,
            customerName: view.parent.customerName,
            nickname: '',
            type: 0,
            isAgent: false,
            teamSize: 0,
          }}
        />
      )}
      {days && (
        <RecordsList
          query={pnl}
          className="tpnl-rows"
          skeletonRows={4}
          empty={
            <NoData>
              <p className="tpnl-empty">{t('empty')}</p>
            </NoData>
          }
          rowKey={(row) => row.customerId}
          renderRow={(row) => (
            <TeamPnlRowItem
              row={row}
              onDrill={(agent) =>
                drill.down(levels, {
                  customerId: agent.customerId,
                  customerName: agent.customerName,
                })
              }
            />
          )}
        />
      )}
    </section>
  );
}
