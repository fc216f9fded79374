import { parseLanguage } from '@app/contracts/zod-free';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartBar, ChartDay, ChartScale, ChartSvg } from '@/shared/chart/chart-parts';
import { useDaySelection } from '@/shared/chart/use-day-selection';
import { useElementWidth } from '@/shared/chart/use-element-width';
import { Figure } from '@/shared/ui/figure';
import { chartLayout, type ChartKind } from '../lib/chart-layout';
import { dateLabels, formatDate } from '@/shared/report-dates';

export type ChartSeries = {
  key: string;
  label: string;
  /** One value per day, oldest first (a missing day is a zero). */
  values: readonly number[];
};

export type DayChartProps = {
  /** The chart's name for its colours (data-chart). */
  name: string;
  title: string;
  /** The days, YYYY-MM-DD, oldest first. */
  dates: readonly string[];
  series: readonly ChartSeries[];
  kind: ChartKind;
  /** Counts: whole values on the scale. */
  whole: boolean;
  /** A value as the scale writes it (short: "₱12.5K"). */
  scaleText: (value: number) => string;
  /** A value as the day's figures write it (exact: "₱12,500.75"). */
  valueText: (value: number) => string;
};

/**
 * A small chart of a few figures per day (bars side by side, or lines), its scale on the left and
 * dates under it, a legend; a tap (or Enter) on a day shows that day's figures under it. For a
 * screen reader each day is a button named by its date and figures.
 */
export function DayChart({
  name,
  title,
  dates,
  series,
  kind,
  whole,
  scaleText,
  valueText,
}: DayChartProps) {
  const { t, i18n } = useTranslation('teamOverview');
  const language = parseLanguage(i18n.language);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref);
  const { selected, toggle, onPickKey } = useDaySelection();
  const layout = chartLayout(
    series.map((one) => one.values),
    dates.length,
    width,
    { kind, whole },
  );
  const labels = dateLabels(
    dates,
    layout.columns.map((column) => column.isLabelled),
    language,
  );
  const selectedDate = selected === undefined ? undefined : dates[selected];
  // One tab stop per chart (the tapped day, else the newest); the arrows move between days.
  const [focused, setFocused] = useState<number>();
  const tabStop = focused ?? selected ?? dates.length - 1;
  const moveTo = (event: KeyboardEvent, index: number) => {
    const next = Math.min(Math.max(index, 0), dates.length - 1);
    setFocused(next);
    const group = event.currentTarget.parentElement?.querySelectorAll<SVGGElement>('.kpi-day');
    group?.[next]?.focus();
  };
  const onKey = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: dates.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      moveTo(event, target);
      return;
    }
    onPickKey(event, index);
  };
  const figuresOf = (index: number) =>
    series.map((one) => `${one.label} ${valueText(one.values[index] ?? 0)}`).join(', ');

  return (
    <section className="kpi-chart-card" aria-labelledby={`${id}-heading`} data-chart={name}>
      <h3 id={`${id}-heading`} className="kpi-chart-title">
        {title}
      </h3>
      <ul className="kpi-legend" aria-label={t('chart.legend')}>
        {series.map((one, at) => (
          <li key={one.key} data-series={at}>
            <span className="kpi-swatch" aria-hidden="true" />
            {one.label}
          </li>
        ))}
      </ul>
      <div ref={ref} className="kpi-chart">
        <ChartSvg layout={layout} hasSelection={selectedDate !== undefined} aria-label={title}>
          <ChartScale
            className="kpi-scale"
            ticks={layout.ticks.map((tick) => ({
              y: tick.y,
              text: scaleText(tick.value),
              className: tick.value === 0 ? 'is-zero' : undefined,
            }))}
            left={layout.plotLeft}
            width={layout.width}
          />
          {kind === 'lines' &&
            series.map((one, at) => (
              <polyline
                key={one.key}
                aria-hidden="true"
                className="kpi-line"
                data-series={at}
                points={layout.columns
                  .map((column) => {
                    const mark = column.marks[at];
                    return mark ? `${mark.x},${mark.y}` : '';
                  })
                  .join(' ')}
              />
            ))}
          {layout.columns.map((column) => {
            const date = dates[column.index] ?? '';
            const isSelected = selected === column.index;
            return (
              <ChartDay
                key={date}
                tabIndex={column.index === tabStop ? 0 : -1}
                isSelected={isSelected}
                label={`${formatDate(date, language, 'weekday')}: ${figuresOf(column.index)}`}
                className={`kpi-day${isSelected ? ' is-selected' : ''}`}
                onClick={() => {
                  setFocused(column.index);
                  toggle(column.index);
                }}
                onKeyDown={(event) => onKey(event, column.index)}
                column={column}
                layout={layout}
                reach={8}
                slotClassName="kpi-day-slot"
                date={labels[column.index]}
                dateClassName="kpi-date"
              >
                {column.marks.map((mark, at) =>
                  kind === 'lines' ? (
                    column.slotWidth >= 7 || isSelected ? (
                      <circle
                        key={at}
                        className="kpi-point"
                        data-series={at}
                        cx={mark.x}
                        cy={mark.y}
                        r={isSelected ? 3.5 : 2.2}
                      />
                    ) : null
                  ) : (
                    <ChartBar key={at} className="kpi-bar" series={at} bar={mark} radius={2} />
                  ),
                )}
              </ChartDay>
            );
          })}
        </ChartSvg>
      </div>
      <div aria-live="polite">
        {selectedDate !== undefined && selected !== undefined ? (
          <div className="kpi-chart-day" data-testid="kpi-chart-day">
            <p className="kpi-chart-day-date">{formatDate(selectedDate, language, 'long')}</p>
            <dl>
              {series.map((one, at) => (
                <div key={one.key} data-series={at}>
                  <dt>
                    <span className="kpi-swatch" aria-hidden="true" />
                    {one.label}
                  </dt>
                  <dd>
                    <Figure>{valueText(one.values[selected] ?? 0)}</Figure>
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ) : (
          <p className="kpi-chart-hint">{t('chart.hint')}</p>
        )}
      </div>
    </section>
  );
}
