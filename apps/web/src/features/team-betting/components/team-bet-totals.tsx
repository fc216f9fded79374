import type { TeamBetFooter } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatWhole } from '@/shared/format';
import { useMoney } from '@/shared/money';
import { Figure } from '@/shared/ui/figure';
import { BetFigures } from './bet-figures';

/**
 * The totals of every bet the filter matches: the P&L large, then stakes, valid stakes, wins;
 * the count "over 10,000" once the server stops counting.
 */
export function TeamBetTotals({
  footer,
  count,
  capped = false,
}: {
  footer: TeamBetFooter;
  count: number;
  capped?: boolean;
}) {
  const { t } = useTranslation('teamBetting');
  const { signed } = useMoney();
  const pnl = footer.profitAndLoss;
  return (
    <section className="tbet-totals" aria-label={t('totals.title')} data-testid="tbet-footer">
      <div className="tbet-totals-head">
        <h2>{t('totals.title')}</h2>
        <span>
          {capped
            ? t('totals.count_over', { formatted: formatWhole(count) })
            : t('totals.count', { count, formatted: formatWhole(count) })}
        </span>
      </div>
      <p className="tbet-totals-pnl">
        <span>{t('figures.profitAndLoss')}</span>
        <Figure className={`tbet-figure${pnl > 0 ? ' is-gain' : pnl < 0 ? ' is-loss' : ''}`}>
          {signed(pnl)}
        </Figure>
      </p>
      <BetFigures figures={footer} />
    </section>
  );
}
