import { useTranslation } from 'react-i18next';
import { formatWhole } from '@/shared/format';
import { RecordsList } from '@/shared/records/records-list';
import { ReportHead, useReportRange } from '@/shared/records/report-head';
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
  const { t } = useTranslation('teamPnl');
  const period = useReportRange({ period: 'today' });
  const { days } = period;
  const drill = useDrill();
  const pnl = useTeamPnl(days, drill.parentId);
  const view = pnl.data;
  const levels = drill.levels(view?.parent?.customerName ?? '', t('trail_me'));

  return (
    <section className="tpnl-page" aria-label={t('title')}>
      <ReportHead ns="teamPnl" prefix="tpnl" state={period} />
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
          empty={<NoData note={t('empty')} noteClass="tpnl-empty" />}
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
