import { parseLanguage } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';
import { formatDate, type PnlDay } from '../lib/days';
import { philippineDate } from '../lib/periods';
import { FigureList, NetAmount } from './figure-list';

/** "Today", "Yesterday" (the Philippine calendar's), else the weekday and date. */
export function useDayName() {
  const { t, i18n } = useTranslation('profitLoss');
  const language = parseLanguage(i18n.language);
  return (date: string, now = Date.now()) => {
    if (date === philippineDate(now)) return t('days.today');
    if (date === philippineDate(now, 1)) return t('days.yesterday');
    return formatDate(date, language, 'weekday');
  };
}

/**
 * One day: its name and net result, then its figures (every one when the chart picked it; only
 * those not zero in the list). `live` announces it, as it changes with the picked bar.
 */
export function PnlDayCard({ day, live = false }: { day: PnlDay; live?: boolean }) {
  const dayName = useDayName();
  const id = `pnl-day-${day.date}${live ? '-picked' : ''}`;
  return (
    <article
      className={`pnl-day${live ? ' is-picked' : ''}`}
      aria-labelledby={id}
      aria-live={live ? 'polite' : undefined}
      data-testid={live ? 'pnl-picked-day' : 'pnl-day'}
    >
      <h3 id={id} className="pnl-day-name">
        {dayName(day.date)}
      </h3>
      <NetAmount net={day.net} className="pnl-day-net" />
      <FigureList figures={day} onlyActive={!live} className="pnl-day-figures" />
    </article>
  );
}
