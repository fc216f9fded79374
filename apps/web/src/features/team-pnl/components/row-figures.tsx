import type { PnlTotals } from '@app/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/money';
import { Figure } from '@/shared/ui/figure';
import { playedCategories, toneClass, type MoneyFigure } from '../lib/figures';
import { MoneyFigureList } from './money-figure-list';

/** A row's P&L, large, in its tone (a gain, a loss, none at zero). */
export function RowPnl({ pnl }: { pnl: number }) {
  const { signed } = useMoney();
  return <Figure className={`tpnl-row-pnl tpnl-figure${toneClass(pnl)}`}>{signed(pnl)}</Figure>;
}

/**
 * A row's money figures (`keys`, as name and amount pairs), then the P&L of each game category
 * played; `quiet` where none was.
 */
export function RowFigures({
  totals,
  keys,
  quiet,
}: {
  totals: PnlTotals;
  keys: readonly MoneyFigure[];
  quiet?: ReactNode;
}) {
  const { t } = useTranslation('teamPnl');
  const { signed } = useMoney();
  const categories = playedCategories(totals);
  return (
    <>
      <MoneyFigureList totals={totals} keys={keys} className="tpnl-row-figures" />
      {categories.length > 0 ? (
        <ul className="tpnl-row-categories" aria-label={t('totals.categories')}>
          {categories.map((category) => (
            <li key={category} data-category={category}>
              <span>{t(`categories.${category}`)}</span>
              <Figure className={`tpnl-figure${toneClass(totals.byCategory[category].pnl)}`}>
                {signed(totals.byCategory[category].pnl)}
              </Figure>
            </li>
          ))}
        </ul>
      ) : (
        quiet
      )}
    </>
  );
}
