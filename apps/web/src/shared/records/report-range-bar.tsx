import { errorMessage } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';
import {
  REPORT_PERIODS,
  type ReportPeriod,
  type ReportRange,
  type ReportRangeError,
} from '@/shared/report-range';
import { RecordRangePicker } from '@/shared/ui/record-range-picker';
import './report-range-bar.css';

/**
 * An agent report's period (today, yesterday, this week, this month or two dates of the site's
 * calendar), with what is wrong with two chosen dates said under them in the words the server
 * uses for the same rule (reportDays): more than 31 days, before 90 days ago, after today.
 */
export function ReportRangeBar(props: {
  label: string;
  periodText: (period: ReportPeriod) => string;
  value: ReportRange;
  error: ReportRangeError | undefined;
  onChange: (range: ReportRange) => void;
}) {
  const { i18n } = useTranslation();
  return (
    <div className="report-range-bar">
      <RecordRangePicker<ReportPeriod>
        label={props.label}
        periodText={props.periodText}
        periods={REPORT_PERIODS}
        value={props.value}
        onChange={props.onChange}
      />
      {props.error && (
        <p className="report-range-error" role="alert">
          {errorMessage(props.error, parseLanguage(i18n.language))}
        </p>
      )}
    </div>
  );
}
