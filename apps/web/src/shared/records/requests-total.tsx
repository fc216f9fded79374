import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/money';
import { sumOf } from '@/shared/record-days';
import { DayTotals } from './record-day';

/** Requests that came to nothing: no money moved, nor will. */
const CAME_TO_NOTHING: ReadonlySet<string> = new Set(['rejected', 'cancelled']);

/**
 * A day's total of deposit or withdrawal requests: the amounts of those that went through or
 * still may (rejected and cancelled ones left out); nothing when none did.
 */
export function RequestsTotal({ day }: { day: readonly { amount: number; status: string }[] }) {
  const { t } = useTranslation('common');
  const { money } = useMoney();
  const live = day.filter((request) => !CAME_TO_NOTHING.has(request.status));
  if (live.length === 0) return null;
  const total = sumOf(live, (request) => request.amount);
  return <DayTotals figures={[{ label: t('record_days.total'), value: money(total) }]} />;
}
