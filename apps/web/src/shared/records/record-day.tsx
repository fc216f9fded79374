import { parseLanguage } from '@app/contracts/zod-free';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, relativeDay } from '@/shared/record-days';

/**
 * One site day of a records list: a region named by its heading ("Ngayong araw", "Kahapon", else
 * the date), the day's totals beside it, then its rows.
 */
export function RecordDay(props: {
  day: Date;
  level?: 2 | 3 | undefined;
  totals?: ReactNode;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const relative = relativeDay(props.day);
  const Heading = props.level === 3 ? 'h3' : 'h2';
  return (
    <section className="records-day" aria-labelledby={id}>
      <div className="records-day-head">
        <Heading id={id} className="records-day-title">
          {relative
            ? t(`record_days.${relative}`)
            : formatDay(props.day, parseLanguage(i18n.language))}
        </Heading>
        {props.totals}
      </div>
      {props.children}
    </section>
  );
}

/** One figure of a day's totals: its name, the amount as written, and green up / red down. */
export type DayFigure = { label: string; value: string; tone?: 'up' | 'down' | undefined };

/** A day's totals beside its heading ("Neto +₱965.00"). */
export function DayTotals({ figures }: { figures: readonly DayFigure[] }) {
  return (
    <dl className="records-day-totals" data-testid="day-totals">
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt>{figure.label}</dt>
          <dd className={figure.tone && `is-${figure.tone}`}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The tone of a signed amount: up from zero, down below it, none at zero. */
export const toneOf = (minor: number): DayFigure['tone'] =>
  minor > 0 ? 'up' : minor < 0 ? 'down' : undefined;
