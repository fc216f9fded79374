import type { PnlFigures } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/money';
import { FIGURE_KEYS } from '../lib/days';

/** A figure as money: a plain amount, or signed when a day only undid more than it did. */
export function useFigure() {
  const { money, signed } = useMoney();
  return (minor: number) => (minor < 0 ? signed(minor) : money(minor));
}

/** The net result, signed: green when nothing was lost, red with a minus when it was. */
export function NetAmount({ net, className }: { net: number; className: string }) {
  const { signed } = useMoney();
  return (
    <strong className={`${className} ${net < 0 ? 'is-loss' : 'is-gain'}`} data-testid="pnl-net">
      {signed(net)}
    </strong>
  );
}

/**
 * Bets, wins, refunds, deposits, withdrawals and bonuses as name and amount pairs; `onlyActive`
 * leaves out the ones that are zero (a day's row).
 */
export function FigureList({
  figures,
  onlyActive = false,
  className = 'pnl-figures',
}: {
  figures: PnlFigures;
  onlyActive?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('profitLoss');
  const figure = useFigure();
  const keys = onlyActive ? FIGURE_KEYS.filter((key) => figures[key] !== 0) : FIGURE_KEYS;
  return (
    <dl className={className}>
      {keys.map((key) => (
        <div key={key} className="pnl-figure" data-figure={key}>
          <dt>{t(`figures.${key}`)}</dt>
          <dd>{figure(figures[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
