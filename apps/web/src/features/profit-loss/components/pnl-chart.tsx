import { parseLanguage } from '@app/contracts/zod-free';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { NUMBER_LOCALES } from '@/shared/format';
import { useMoney } from '@/shared/money';
import { chartLayout, type ChartLayout } from '../lib/chart';
import { axisLabels, formatDate, type PnlDay } from '../lib/days';
import { PnlDayCard } from './pnl-day-card';
import { Gradient } from '@/shared/ui/gradient';

/** Before the chart is measured (and in tests, where nothing has a size). */
const FALLBACK_WIDTH = 300;

/** The element's content width, followed as the phone turns or the window resizes. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.floor(element.clientWidth);
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * The scale's lines and amounts: the highest day, zero and the lowest day; zero's amount is left
 * out when it would crowd another.
 */
function scaleTicks(layout: ChartLayout, text: (minor: number) => string) {
  const ends = [
    ...(layout.top > 0 ? [{ y: layout.plotTop, text: text(layout.top), isZero: false }] : []),
    ...(layout.bottom < 0
      ? [{ y: layout.plotBottom, text: text(layout.bottom), isZero: false }]
      : []),
  ];
  const zero = { y: layout.zeroY, text: text(0), isZero: true };
  const crowded = ends.some((end) => Math.abs(end.y - zero.y) < 12);
  return crowded ? ends : [...ends, zero];
}

/**
 * The net result of each day as a bar over a zero line (gains up in green, losses down in red),
 * dates under it thinned to fit; a tap (or Enter) on a day's column shows its figures below.
 */
export function PnlChart({ days }: { days: readonly PnlDay[] }) {
  const { t, i18n } = useTranslation('profitLoss');
  const language = parseLanguage(i18n.language);
  const { symbol, signed } = useMoney();
  const ref = useRef<HTMLDivElement>(null);
  const width = useWidth(ref);
  const [selected, setSelected] = useState<number>();
  const layout = chartLayout(
    days.map((day) => day.net),
    width,
  );
  const compact = new Intl.NumberFormat(NUMBER_LOCALES[language], {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const scaleText = (minor: number) =>
    `${minor < 0 ? '−' : ''}${symbol}${compact.format(Math.abs(minor) / 100)}`;
  const ticks = scaleTicks(layout, scaleText);
  const labels = axisLabels(
    days.map((day) => day.date),
    layout.bars.map((bar) => bar.isLabelled),
    layout.bars.map((bar) => bar.labelX),
    language,
  );
  const first = days[0];
  const last = days.at(-1);
  const selectedDay = selected === undefined ? undefined : days[selected];
  const toggle = (index: number) =>
    setSelected((current) => (current === index ? undefined : index));
  const onKey = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    toggle(index);
  };

  return (
    <section className="pnl-chart-card" aria-labelledby="pnl-chart-heading">
      <h2 id="pnl-chart-heading" className="pnl-section-title">
        {t('chart.title')}
      </h2>
      <div ref={ref} className="pnl-chart">
        <svg
          width={layout.width}
          height={layout.height}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          role="group"
          aria-labelledby="pnl-chart-title"
          aria-describedby="pnl-chart-desc"
          className={selectedDay ? 'has-selection' : undefined}
        >
          <title id="pnl-chart-title">{t('chart.title')}</title>
          <desc id="pnl-chart-desc">
            {first && last
              ? t('chart.desc', {
                  from: formatDate(first.date, language, 'short'),
                  to: formatDate(last.date, language, 'short'),
                  gains: days.filter((day) => day.net > 0).length,
                  losses: days.filter((day) => day.net < 0).length,
                })
              : ''}
          </desc>
          <defs>
            <Gradient id="pnl-gain" colors={['#6ff0a8', '#1fa864']} vertical />
            <Gradient id="pnl-loss" colors={['#e8404f', '#ff8a95']} vertical />
          </defs>
          <g aria-hidden="true" className="pnl-scale">
            {ticks.map((tick) => (
              <g key={tick.y}>
                <line x1={layout.plotLeft} x2={layout.width} y1={tick.y} y2={tick.y} />
                <text x={layout.plotLeft - 5} y={tick.y + 3.5} textAnchor="end">
                  {tick.text}
                </text>
              </g>
            ))}
          </g>
          {layout.bars.map((bar) => {
            const day = days[bar.index];
            if (!day) return null;
            return (
              <g
                key={day.date}
                role="button"
                tabIndex={0}
                aria-pressed={selected === bar.index}
                aria-label={t('chart.bar', {
                  date: formatDate(day.date, language, 'weekday'),
                  net: signed(day.net),
                })}
                className={`pnl-bar${bar.isNegative ? ' is-loss' : ' is-gain'}${selected === bar.index ? ' is-selected' : ''}`}
                onClick={() => toggle(bar.index)}
                onKeyDown={(event) => onKey(event, bar.index)}
              >
                <rect
                  className="pnl-bar-slot"
                  x={bar.slotX}
                  y={layout.plotTop - 12}
                  width={bar.slotWidth}
                  height={layout.height - layout.plotTop + 12}
                />
                {bar.height > 0 && (
                  <rect
                    className="pnl-bar-fill"
                    x={bar.x}
                    y={bar.y}
                    width={bar.width}
                    height={bar.height}
                    rx={Math.min(3, bar.width / 2)}
                  />
                )}
                {labels[bar.index] !== undefined && (
                  <text
                    aria-hidden="true"
                    className="pnl-bar-label"
                    x={bar.labelX}
                    y={layout.labelY}
                    textAnchor="middle"
                  >
                    {labels[bar.index]}
                  </text>
                )}
              </g>
            );
          })}
          <line
            aria-hidden="true"
            className="pnl-zero"
            x1={layout.plotLeft}
            x2={layout.width}
            y1={layout.zeroY}
            y2={layout.zeroY}
          />
        </svg>
      </div>
      {selectedDay ? (
        <PnlDayCard day={selectedDay} live />
      ) : (
        <p className="pnl-chart-hint">{t('chart.hint')}</p>
      )}
    </section>
  );
}
