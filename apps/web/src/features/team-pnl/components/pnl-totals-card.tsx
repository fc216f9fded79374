import { GAME_CATEGORIES, type PnlTotals } from '@app/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/money';
import { Figure } from '@/shared/ui/figure';
import { MONEY_FIGURES, toneClass } from '../lib/figures';
import { MoneyFigureList } from './money-figure-list';

/**
 * A period's totals on a lit card: the P&L large and signed (the members' side: negative when the
 * team lost), the money figures in two columns, the P&L of every game category under them.
 */
export function PnlTotalsCard(props: {
  title: string;
  lead?: ReactNode;
  totals: PnlTotals;
  testId: string;
}) {
  const { t } = useTranslation('teamPnl');
  const { signed } = useMoney();
  const { totals } = props;
  return (
    <section className="tpnl-totals" aria-label={props.title} data-testid={props.testId}>
      <h2 className="tpnl-totals-title">{props.title}</h2>
      {props.lead && <p className="tpnl-totals-lead">{props.lead}</p>}
      <p className={`tpnl-totals-pnl${toneClass(totals.pnl)}`} data-testid={`${props.testId}-pnl`}>
        <span className="tpnl-label">{t('figures.pnl')}</span>
        <Figure className="tpnl-figure">{signed(totals.pnl)}</Figure>
      </p>
      <MoneyFigureList totals={totals} keys={MONEY_FIGURES} className="tpnl-figures" />
      <h3 className="tpnl-categories-title">{t('totals.categories')}</h3>
      <dl className="tpnl-categories">
        {GAME_CATEGORIES.map((category) => {
          const pnl = totals.byCategory[category].pnl;
          return (
            <div key={category} data-category={category}>
              <dt>{t(`categories.${category}`)}</dt>
              <dd className={toneClass(pnl).trim() || undefined}>
                <Figure className="tpnl-figure">{signed(pnl)}</Figure>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
