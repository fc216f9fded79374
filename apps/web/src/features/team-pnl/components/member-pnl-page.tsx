import type { DownlinePnl } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '@/shared/api-client';
import { formatDate } from '@/shared/report-dates';
import { ReportHead, useReportRange } from '@/shared/records/report-head';
import { NoData } from '@/shared/ui/no-data';
import { QueryState } from '@/shared/ui/query-state';
import { useDownlinePnl } from '../api/get-downline-pnl';
import { hasActivity } from '../lib/figures';
import { parseMemberId } from '../lib/paths';
import { PnlTotalsCard } from './pnl-totals-card';
import { RowFigures, RowPnl } from './row-figures';
import './team-pnl.css';

/**
 * /m/agent/member/pnl?id=<memberId> (ODSFE2_TeamMemPNL): one downline's own profit and loss for a
 * period: its totals with each game category, then the days it played or moved money, newest
 * first. A member outside the agent's team answers 404, said as the server words it.
 */
export function MemberPnlPage() {
  const { t } = useTranslation('teamPnl');
  const [params] = useSearchParams();
  const id = parseMemberId(params.get('id'));
  if (id === undefined) {
    return (
      <NoData>
        <p className="tpnl-empty">{t('member.missing')}</p>
        <Link to="/m/agent/team/pnl" className="pill pill-gold">
          {t('member.back')}
        </Link>
      </NoData>
    );
  }
  return <MemberPnl customerId={id} />;
}

function MemberPnl({ customerId }: { customerId: number }) {
  const { t } = useTranslation('teamPnl');
  const period = useReportRange({ period: 'thisWeek' });
  const { days } = period;
  const pnl = useDownlinePnl(days, customerId);

  return (
    <section className="tpnl-page" aria-label={t('title')}>
      <ReportHead ns="teamPnl" prefix="tpnl" state={period}>
        {pnl.data && <p className="tpnl-member">{pnl.data.customerName}</p>}
      </ReportHead>
      {pnl.error instanceof ApiError && pnl.error.code === 'agent.downline.not.found' ? (
        <NoData>
          <p className="tpnl-empty">{pnl.error.message}</p>
          <Link to="/m/agent/team/pnl" className="pill pill-gold">
            {t('member.back')}
          </Link>
        </NoData>
      ) : (
        days && (
          <QueryState query={pnl} skeletonRows={4}>
            {(data) => (
              <>
                <PnlTotalsCard
                  title={t('member.totals')}
                  lead={t('member.lead', { name: data.customerName })}
                  totals={data.total}
                  testId="tpnl-member-total"
                />
                <MemberDays days={data.days} />
              </>
            )}
          </QueryState>
        )
      )}
    </section>
  );
}

/** The days with any play or money, newest first: the P&L, stakes, wins and the games played. */
function MemberDays({ days }: { days: DownlinePnl['days'] }) {
  const { t, i18n } = useTranslation('teamPnl');
  const language = parseLanguage(i18n.language);
  const active = days.filter(hasActivity).reverse();
  return (
    <section className="tpnl-days" aria-labelledby="tpnl-days-title">
      <h2 id="tpnl-days-title" className="tpnl-section-title">
        {t('member.days')}
      </h2>
      {active.length === 0 ? (
        <p className="tpnl-row-quiet">{t('member.no_days')}</p>
      ) : (
        <ul className="tpnl-rows">
          {active.map((day) => (
            <li key={day.balanceDate} className="tpnl-row" data-testid="tpnl-day">
              <div className="tpnl-row-head">
                <strong className="tpnl-row-name">
                  {formatDate(day.balanceDate, language, 'weekday')}
                </strong>
                <RowPnl pnl={day.pnl} />
              </div>
              <RowFigures totals={day} keys={['bet', 'win', 'deposit', 'withdraw']} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
