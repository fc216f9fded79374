import { MONEY_RECORD_PAGE_SIZE, REBATE_PATHS, RebateReportPage } from '@app/contracts';
import type { RecordRange } from '@/shared/record-range';
import { useRecordPages } from '@/shared/records/use-record-pages';
import { rebateKey } from './get-rebate-preview';

export type RebateReportFilter = RecordRange;

/**
 * GET /wps/member/rebate/report: the member's claims in the period, newest first, page by page,
 * with how many the filter has and what they paid.
 */
export const useRebateReport = (filter: RebateReportFilter) =>
  useRecordPages(
    {
      queryKey: [...rebateKey, 'report', filter],
      path: REBATE_PATHS.report,
      schema: RebateReportPage,
      pageSize: MONEY_RECORD_PAGE_SIZE,
      range: filter,
    },
    (last) => ({ sum: last?.sum ?? 0 }),
  );
