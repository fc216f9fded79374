import { REBATE_PRODUCTS, type RebateProduct, type TeamRebateReport } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/money';
import { rangeText } from '@/shared/report-dates';
import { reportDays, type ReportRange } from '@/shared/report-range';
import { ReportRangeBar } from '@/shared/records/report-range-bar';
import { NoData } from '@/shared/ui/no-data';
import { QueryState } from '@/shared/ui/query-state';
import { ToggleGroup } from '@/shared/ui/toggle-group';
import { useTeamRebate } from '../api/team-rebate';
import './agent-rebates.css';

/**
 * /m/member/teamRebate (AGEREBINC3): the agent's rebate income for a period of the Philippine
 * calendar (at most 31 days, 90 back), per day, direct downline and product, with its totals.
 */
export function TeamRebatePage() {
  const { t, i18n } = useTranslation('agentRebates');
  const language = parseLanguage(i18n.language);
  const { money } = useMoney();
  const [range, setRange] = useState<ReportRange>({ period: 'today' });
  const [product, setProduct] = useState<RebateProduct | 'all'>('all');
  const result = reportDays(range);
  const days = 'days' in result ? result.days : undefined;
  const report = useTeamRebate(days, product);
  const totals = (data: TeamRebateReport) => (
    <div className="arb-card arb-total">
      <p>
        <span>{t('team.income')}</span>
        <strong>{money(data.totals.amount)}</strong>
      </p>
      <p>
        <span>{t('team.validBet')}</span>
        <strong>{money(data.totals.validBet)}</strong>
      </p>
      <p>
        <span>{t('team.bets')}</span>
        <strong>{data.totals.bets}</strong>
      </p>
    </div>
  );

  return (
    <section className="arb-page" aria-label={t('team.title')}>
      <header className="arb-card">
        {days && <h2>{rangeText(days, language, (from, to) => `${from} – ${to}`)}</h2>}
        <p className="arb-note">{t('team.timezone')}</p>
      </header>
      <ReportRangeBar
        label={t('team.period')}
        periodText={(period) => t(`team.periods.${period}`)}
        value={range}
        error={'error' in result ? result.error : undefined}
        onChange={setRange}
      />
      <ToggleGroup
        variant="chips"
        label={t('own.product')}
        options={(['all', ...REBATE_PRODUCTS.slice(0, 2)] as const).map((value) => ({
          value,
          text: value === 'all' ? t('team.allProducts') : t(`products.${value}`),
        }))}
        value={product}
        onChange={setProduct}
      />
      {days && (
        <QueryState
          query={report}
          skeletonRows={3}
          isEmpty={(data) => data.rows.length === 0}
          empty={
            <NoData>
              <p className="arb-note">{t('team.empty')}</p>
            </NoData>
          }
        >
          {(data) => (
            <>
              {totals(data)}
              <ul className="arb-quotas arb-card">
                {data.rows.map((row) => (
                  <li key={`${row.day}:${row.memberId}:${row.product}`}>
                    <span>
                      {row.day} · {t(`products.${row.product}`)}
                      <br />
                      <small className="arb-note">
                        {t('team.via', { name: row.account })} · {money(row.validBet)}
                      </small>
                    </span>
                    <strong>{money(row.amount)}</strong>
                  </li>
                ))}
              </ul>
            </>
          )}
        </QueryState>
      )}
    </section>
  );
}
