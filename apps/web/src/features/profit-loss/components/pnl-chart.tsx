import { parseLanguage } from '@app/contracts/zod-free';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartBar, ChartDay, ChartScale, ChartSvg } from '@/shared/chart/chart-parts';
import { useDaySelection } from '@/shared/chart/use-day-selection';
import { useElementWidth } from '@/shared/chart/use-element-width';
import { NUMBER_LOCALES } from '@/shared/format';
import { useMoney } from '@/shared/money';
import { chartLayout, type ChartLayout } from '../lib/chart';
import { axisLabels, formatDate, type PnlDay } from '../lib/days';
import { Gradient } from '@/shared/ui/gradient';
import { PnlDayCard } from './pnl-day-card';
import { PnlSection } from './pnl-section';

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
  const width = useElementWidth(ref);
  const { selected, toggle, onPickKey } = useDaySelection();
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

  return (
    <PnlSection className="pnl-chart-card" titleId="pnl-chart-heading" title={t('chart.title')}>
      <div ref={ref} className="pnl-chart">
        <ChartSvg
          layout={layout}
          hasSelection={selectedDay !== undefined}
          aria-labelledby="pnl-chart-title"
          aria-describedby="pnl-chart-desc"
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
          <ChartScale
            className="pnl-scale"
            ticks={ticks}
            left={layout.plotLeft}
            width={layout.width}
          />
          {layout.bars.map((bar) => {
            const day = days[bar.index];
            if (!day) return null;
            return (
              <ChartDay
                key={day.date}
                tabIndex={0}
                isSelected={selected === bar.index}
                label={t('chart.bar', {
                  date: formatDate(day.date, language, 'weekday'),
                  net: signed(day.net),
                })}
                className={`pnl-bar${bar.isNegative ? ' is-loss' : ' is-gain'}${selected === bar.index ? ' is-selected' : ''}`}
                onClick={() => toggle(bar.index)}
                onKeyDown={(event) => onPickKey(event, bar.index)}
                column={bar}
                layout={layout}
                reach={12}
                slotClassName="pnl-bar-slot"
                date={labels[bar.index]}
                dateClassName="pnl-bar-label"
              >
                <ChartBar className="pnl-bar-fill" bar={bar} radius={3} />
              </ChartDay>
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
        </ChartSvg>
      </div>
      {selectedDay ? (
        <PnlDayCard day={selectedDay} live />
      ) : (
        <p className="pnl-chart-hint">{t('chart.hint')}</p>
      )}
    </PnlSection>
  );
}
