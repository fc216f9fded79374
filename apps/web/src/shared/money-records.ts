import { MONEY_RECORD_PAGE_SIZE } from '@app/contracts';
import type { QueryKey } from '@tanstack/react-query';
import type { Schema } from './api-client';
import type { RecordRange } from './record-range';
import { useRecordPages, type RecordPage } from './records/use-record-pages';
import { useSession } from './session';

/**
 * What the deposit and withdrawal records share: a list of the member's requests by period and
 * status, newest first, page after page, asked again while one waits for a decision.
 */
export type MoneyRecordFilter<S extends string> = RecordRange & {
  status: S | 'all';
  /** The money pages show a few; the record screens page by 20. */
  pageSize?: number;
};

/** Asked again on a while a request waits for the cashier (and when the member comes back). */
export const PENDING_POLL_MS = 15_000;

/** A request's statuses while it waits for the cashier: pending, or (withdrawals) processing. */
const IN_PROCESS: ReadonlySet<string> = new Set(['pending', 'processing']);

export function useMoneyRecords<S extends string, T extends { status: string }>(
  source: { key: QueryKey; path: string; schema: Schema<RecordPage<T>> },
  language: string,
  filter: MoneyRecordFilter<S>,
) {
  const isSignedIn = useSession() !== undefined;
  return useRecordPages({
    queryKey: [...source.key, language, filter],
    path: source.path,
    schema: source.schema,
    pageSize: filter.pageSize ?? MONEY_RECORD_PAGE_SIZE,
    range: filter,
    query: { status: filter.status === 'all' ? undefined : filter.status },
    enabled: isSignedIn,
    // The member coming back from their bank app: ask at once, fresh or not.
    refetchOnFocus: true,
    refetchEvery: (pages) =>
      pages.some((page) => page.list.some((r) => IN_PROCESS.has(r.status)))
        ? PENDING_POLL_MS
        : false,
  });
}
