import type { RecordPeriod } from '@app/contracts';
import type { RecordRange } from '@/shared/record-range';
import { RecordRangePicker } from '@/shared/ui/record-range-picker';
import { ToggleGroup, type ToggleOption } from '@/shared/ui/toggle-group';
import './records.css';

/** A records screen's chooser of one filter field (a status, a type, a game): one of its values. */
export type RecordsChoice<F, K extends keyof F> = {
  field: K;
  label: string;
  options: readonly ToggleOption<F[K] & string>[];
  /** Chips by default (scrolling sideways); segmented for a few short ones. */
  variant?: 'chips' | 'segmented';
  /** Each option's value on its button, for the page's own marker (ToggleGroup). */
  marked?: boolean;
  className?: string;
  /** Before the period rather than after it (the betting record's game). */
  first?: boolean;
};

/**
 * A records screen's filters: the period (today, 7 days, 30 days or two days of the site's
 * calendar) and, as the screen needs, one chooser; each change gives the whole new filter.
 */
export function RecordsFilterBar<F extends RecordRange, K extends keyof F>(props: {
  filter: F;
  onChange: (filter: F) => void;
  period: { label: string; text: (period: RecordPeriod) => string };
  choice?: RecordsChoice<F, K> | undefined;
}) {
  const { filter, onChange, choice } = props;
  const chooser = choice && (
    <ToggleGroup
      variant={choice.variant ?? 'chips'}
      className={choice.className}
      label={choice.label}
      options={choice.options}
      marked={choice.marked}
      value={filter[choice.field] as F[K] & string}
      onChange={(value) => onChange({ ...filter, [choice.field]: value })}
    />
  );
  return (
    <div className="records-filter-bar">
      {choice?.first && chooser}
      <RecordRangePicker
        label={props.period.label}
        periodText={props.period.text}
        value={filter}
        onChange={(range) => onChange({ ...filter, ...range })}
      />
      {!choice?.first && chooser}
    </div>
  );
}
