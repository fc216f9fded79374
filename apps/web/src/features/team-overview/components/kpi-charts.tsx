import { parseLanguage } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';
import { NUMBER_LOCALES, formatWhole } from '@/shared/format';
import { useMoney } from '@/shared/money';
import { CHARTS, type KpiDay } from '../lib/kpi';
import { DayChart } from './day-chart';
import { TeamSection } from './team-section';

const compactFormats = new Map<string, Intl.NumberFormat>();
/** A scale's value short ("12.5K"): a round value of the scale, never a day's exact figure. */
function compact(value: number, locale: string): string {
  let format = compactFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    compactFormats.set(locale, format);
  }
  return format.format(value);
}

/**
 * The three charts of the period, a column per day (zeros where nothing happened): deposits
 * against withdrawals, wins against bets, and the members who logged in, bet and deposited.
 * Money on the scale is short (₱12.5K); a day's figures are exact, through the money formatter.
 */
export function KpiCharts({ days }: { days: readonly KpiDay[] }) {
  const { t, i18n } = useTranslation('teamOverview');
  const locale = NUMBER_LOCALES[parseLanguage(i18n.language)];
  const { money, symbol } = useMoney();
  const dates = days.map((day) => day.date);
  const moneyScale = (minor: number) =>
    `${minor < 0 ? '−' : ''}${symbol}${compact(Math.abs(minor) / 100, locale)}`;
  return (
    <TeamSection name="kpi-charts" title={t('charts.title')}>
      {CHARTS.map((chart) => (
        <DayChart
          key={chart.key}
          name={chart.key}
          title={t(`charts.${chart.key}`)}
          dates={dates}
          kind={chart.kind}
          whole={chart.whole}
          series={chart.series.map((key) => ({
            key,
            label: t(`tiles.${key}`),
            values: days.map((day) => day[key]),
          }))}
          scaleText={chart.whole ? (value) => compact(value, locale) : moneyScale}
          valueText={chart.whole ? formatWhole : money}
        />
      ))}
    </TeamSection>
  );
}
