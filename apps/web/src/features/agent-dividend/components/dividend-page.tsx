import { EXEMPT_TYPES } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session';
import { GiftIcon } from '@/shared/ui/icons';
import { NoData } from '@/shared/ui/no-data';
import { QueryState } from '@/shared/ui/query-state';
import { useCurrentDividend, useDividendBook } from '../api/dividend';
import { periodsOf } from '../lib/periods';
import { EstimateCard, PeriodCard } from './dividend-parts';
import { PayOwedCard } from './pay-owed';
import './agent-dividend.css';

/**
 * /m/member/agent/agentDivident (issue 27): the dividend period under way, what the agent owes
 * its downlines (and paying it), then each past period's dividends, its own and its downlines',
 * due, paid and owed. Periods are half months or months, as each contract says.
 */
export function DividendPage() {
  const { t } = useTranslation('agentDividend');
  // SPEC §9: exempt types (41, 42 among agents) load no dividend info.
  const isExempt = EXEMPT_TYPES.includes(useSession()?.type ?? 0);
  const current = useCurrentDividend(!isExempt);
  const book = useDividendBook(!isExempt);
  return (
    <section className="adv-page">
      <header className="adv-card adv-hero">
        <h2>
          <GiftIcon />
          {t('title')}
        </h2>
        <p className="adv-note">{t('lead')}</p>
      </header>
      {isExempt ? (
        <p className="adv-card adv-note">{t('exempt')}</p>
      ) : (
        <Dividends current={current} book={book} />
      )}
    </section>
  );
}

/** The period under way, the debt and the past periods, each with its loading and error. */
function Dividends({
  current,
  book,
}: {
  current: ReturnType<typeof useCurrentDividend>;
  book: ReturnType<typeof useDividendBook>;
}) {
  const { t } = useTranslation('agentDividend');
  return (
    <>
      <QueryState query={current} skeletonRows={3}>
        {(estimate) => <EstimateCard estimate={estimate} />}
      </QueryState>
      <QueryState query={book} skeletonRows={4}>
        {(data) => {
          const periods = periodsOf(data.mine, data.downlines);
          return (
            <>
              {data.owedTotal > 0 && <PayOwedCard book={data} />}
              <h2 className="adv-section">{t('periods.title')}</h2>
              {periods.length === 0 ? (
                <NoData>
                  <p className="adv-note">{t('periods.empty')}</p>
                </NoData>
              ) : (
                periods.map((period) => <PeriodCard key={period.periodKey} period={period} />)
              )}
            </>
          );
        }}
      </QueryState>
    </>
  );
}
