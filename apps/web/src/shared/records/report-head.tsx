import { parseLanguage } from '@app/contracts/zod-free';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rangeText } from '@/shared/report-dates';
import { reportDays, type ReportRange } from '@/shared/report-range';
import { ReportRangeBar } from './report-range-bar';

/** A report's period: the choice, and its days (undefined while the choice breaks the rule). */
export function useReportRange(initial: ReportRange) {
  const [range, setRange] = useState<ReportRange>(initial);
  const result = reportDays(range);
  return { range, setRange, result, days: 'days' in result ? result.days : undefined };
}
export type ReportRangeState = ReturnType<typeof useReportRange>;

/**
 * The head of the agent's team reports: the period's days and the time zone (classes
 * `<prefix>-hero`, `-range`, `-zone`), then the period bar. Texts from namespace `ns`'s `range`,
 * `timezone`, `period` and `periods.*`; `children` lead the hero (a member's name).
 */
export function ReportHead({
  ns,
  prefix,
  state,
  children,
}: {
  ns: string;
  prefix: string;
  state: ReportRangeState;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation(ns);
  const language = parseLanguage(i18n.language);
  const { days, result } = state;
  return (
    <>
      <header className={`${prefix}-hero`}>
        {children}
        {days && (
          <p className={`${prefix}-range`} data-testid="team-range">
            {rangeText(days, language, (from, to) => t('range', { from, to }))}
          </p>
        )}
        <p className={`${prefix}-zone`}>{t('timezone')}</p>
      </header>
      <ReportRangeBar
        label={t('period')}
        periodText={(period) => t(`periods.${period}`)}
        value={state.range}
        error={'error' in result ? result.error : undefined}
        onChange={state.setRange}
      />
    </>
  );
}
