import {
  AGENT_RECORD,
  MONEY_RECORD_PAGE_SIZE,
  TRANSACTIONS_PATH,
  TransactionPage,
  type TransactionType,
} from '@app/contracts';
import { queryKeys } from '@/shared/query-keys';
import type { RecordRange } from '@/shared/record-range';
import { useRecordPages } from '@/shared/records/use-record-pages';

export type TransactionFilter = RecordRange & {
  type: TransactionType | 'all';
  /** The agent record (`types=A`): the agent's own agent-side movements only. */
  agent?: boolean;
};

/** Every account-record list starts with this key (one invalidation refreshes them all). */
export const transactionsKey = queryKeys.member('transactions', 'list');

/**
 * GET /wps/transaction/record: the movements of the member's cash for the chosen period and type,
 * newest first, page after page (an agent's agent-side ones alone with `agent`).
 */
export const useTransactions = (filter: TransactionFilter) =>
  useRecordPages({
    queryKey: [...transactionsKey, filter],
    path: TRANSACTIONS_PATH,
    schema: TransactionPage,
    pageSize: MONEY_RECORD_PAGE_SIZE,
    range: filter,
    query: {
      type: filter.type === 'all' ? undefined : filter.type,
      types: filter.agent ? AGENT_RECORD : undefined,
    },
  });
