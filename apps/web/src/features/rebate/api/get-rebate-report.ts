import {
  MONEY_RECORD_PAGE_SIZE,
  REBATE_PATHS,
  RebateReportPage,
  type RebateClaim,
} from '@app/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { rangeQuery, type RecordRange } from '@/shared/record-range';
import { rebateKey } from './get-rebate-preview';

export type RebateReportFilter = RecordRange;

/** The loaded pages as one list, with how many claims the filter has and what they paid. */
export type RebateReportView = { list: RebateClaim[]; total: number; sum: number };

/** GET /wps/member/rebate/report: the member's claims in the period, newest first, page by page. */
export function useRebateReport(filter: RebateReportFilter) {
  return useInfiniteQuery({
    queryKey: [...rebateKey, 'report', filter],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(REBATE_PATHS.report, RebateReportPage, {
        query: { pageNo: pageParam, pageSize: MONEY_RECORD_PAGE_SIZE, ...rangeQuery(filter) },
        signal,
      }),
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    select: (data): RebateReportView => ({
      list: data.pages.flatMap((page) => page.list),
      total: data.pages.at(-1)?.total ?? 0,
      sum: data.pages.at(-1)?.sum ?? 0,
    }),
  });
}
