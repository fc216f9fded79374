import { useTranslation } from 'react-i18next';
import { activeDaysNewestFirst, type PnlDay } from '../lib/days';
import { PnlDayCard } from './pnl-day-card';
import { PnlSection } from './pnl-section';

/** The days with any activity, newest first. */
export function PnlDayList({ days }: { days: readonly PnlDay[] }) {
  const { t } = useTranslation('profitLoss');
  const active = activeDaysNewestFirst(days);
  return (
    <PnlSection className="pnl-days" titleId="pnl-days-title" title={t('days.title')}>
      <ul className="pnl-day-list">
        {active.map((day) => (
          <li key={day.date}>
            <PnlDayCard day={day} />
          </li>
        ))}
      </ul>
    </PnlSection>
  );
}
