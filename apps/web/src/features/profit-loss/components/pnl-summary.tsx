import type { PnlFigures } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/days';
import type { PnlRange } from '../lib/periods';
import { FigureList, NetAmount } from './figure-list';

/** The period's totals: the net result large, the other figures under it. */
export function PnlSummary({ total, range }: { total: PnlFigures; range: PnlRange }) {
  const { t, i18n } = useTranslation('profitLoss');
  const language = parseLanguage(i18n.language);
  const from = formatDate(range.startDate, language, 'long');
  const to = formatDate(range.endDate, language, 'long');
  return (
    <section className="pnl-summary" aria-labelledby="pnl-summary-title">
      <div className="pnl-summary-head">
        <h2 id="pnl-summary-title" className="pnl-summary-title">
          {t('net')}
        </h2>
        <p className="pnl-range">
          {range.startDate === range.endDate ? from : t('range', { from, to })}
        </p>
      </div>
      <NetAmount net={total.net} className="pnl-net" />
      <p className="pnl-net-note">
        {t(total.net < 0 ? 'net_loss' : total.net > 0 ? 'net_gain' : 'net_even')}
      </p>
      <FigureList figures={total} />
    </section>
  );
}
