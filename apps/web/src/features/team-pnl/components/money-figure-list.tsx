import type { PnlTotals } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/money';
import { Figure } from '@/shared/ui/figure';
import type { MoneyFigure } from '../lib/figures';

/** The money figures `keys` of `totals`, as name and amount pairs. */
export function MoneyFigureList({
  totals,
  keys,
  className,
}: {
  totals: PnlTotals;
  keys: readonly MoneyFigure[];
  className: string;
}) {
  const { t } = useTranslation('teamPnl');
  const { money } = useMoney();
  return (
    <dl className={className}>
      {keys.map((key) => (
        <div key={key} data-figure={key}>
          <dt>{t(`figures.${key}`)}</dt>
          <dd>
            <Figure className="tpnl-figure">{money(totals[key])}</Figure>
          </dd>
        </div>
      ))}
    </dl>
  );
}
