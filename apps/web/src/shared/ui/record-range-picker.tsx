import { RECORD_PERIODS, type RecordPeriod } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { dayBounds, lastWeek, type RecordDays } from '../record-range';
import { ToggleGroup } from './toggle-group';
import './record-range-picker.css';

/** A range of quick periods `P` or two chosen days. */
type PickedRange<P extends string> = { period: P | 'custom'; days?: RecordDays | undefined };

/**
 * The record screens' range: today, 7 days, 30 days (each screen's own words for them; a report
 * gives its own `periods`) or 'Dates', which opens two date fields of the site's calendar, the
 * last 90 days at most. A day field cleared by the phone's picker keeps the day it had.
 */
export function RecordRangePicker<P extends string = RecordPeriod>({
  label,
  periodText,
  value,
  onChange,
  periods = RECORD_PERIODS as readonly string[] as readonly P[],
}: {
  label: string;
  periodText: (period: P) => string;
  value: PickedRange<P>;
  onChange: (range: PickedRange<P>) => void;
  periods?: readonly P[];
}) {
  const { t } = useTranslation('common');
  const days = value.days ?? lastWeek();
  const bounds = dayBounds();
  const options = [
    ...periods.map((period) => ({ value: period, text: periodText(period) })),
    { value: 'custom' as const, text: t('record_range.custom') },
  ];
  const setDay = (end: 'from' | 'to', day: string) => {
    if (day !== '') onChange({ period: 'custom', days: { ...days, [end]: day } });
  };
  return (
    <div className="record-range">
      <ToggleGroup
        variant="segmented"
        label={label}
        options={options}
        value={value.period}
        onChange={(period) => onChange(period === 'custom' ? { period, days } : { period })}
      />
      {value.period === 'custom' && (
        <div className="record-days" role="group" aria-label={t('record_range.days')}>
          <DayField
            label={t('record_range.from')}
            value={days.from}
            min={bounds.min}
            max={days.to}
            onDay={(day) => setDay('from', day)}
          />
          <DayField
            label={t('record_range.to')}
            value={days.to}
            min={days.from}
            max={bounds.max}
            onDay={(day) => setDay('to', day)}
          />
        </div>
      )}
    </div>
  );
}

/** One day of the site's calendar, as the phone's date picker gives it (YYYY-MM-DD). */
function DayField(props: {
  label: string;
  value: string;
  min: string;
  max: string;
  onDay: (day: string) => void;
}) {
  return (
    <label>
      <span>{props.label}</span>
      <input
        type="date"
        value={props.value}
        min={props.min}
        max={props.max}
        onChange={(event) => props.onDay(event.target.value)}
      />
    </label>
  );
}
