import { useTranslation } from 'react-i18next';
import { activeDaysNewestFirst, type PnlDay } from '../lib/days';
import { PnlDayCard } from './pnl-day-card';

/** The days with any activity, newest first. */
export function PnlDayList({ days }: { days: readonly PnlDay[] }) {
  const { t } = useTranslation('profitLoss');
  const active = activeDaysNewestFirst(days);
  return (
    <section className="pnl-days" aria-labelledby="pnl-days-title">
      <h2 id="pnl-days-title" className="pnl-section-title">
        {t('days.title')}
      </h2>
      <ul className="pnl-day-list">
        {active.map((day) => (
          <li key={day.date}>
            <PnlDayCard day={day} />
          </li>
        ))}
      </ul>
    </section>
  );
}
