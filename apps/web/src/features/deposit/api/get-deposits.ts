import { DEPOSIT_PATHS, DepositPage, type DepositStatus } from '@app/contracts';
import { useMoneyRecords, type MoneyRecordFilter } from '@/shared/money-records';
import { queryKeys } from '@/shared/query-keys';

export type DepositFilter = MoneyRecordFilter<DepositStatus>;

/** Every list of the member's deposits starts with this key (one invalidation refreshes all). */
export const depositsKey = queryKeys.member('deposit', 'list');

const source = { key: depositsKey, path: DEPOSIT_PATHS.requests, schema: DepositPage };

/** GET /wps/transaction/deposit: the member's requests, newest first, page after page. */
export const useDeposits = (language: string, filter: DepositFilter) =>
  useMoneyRecords(source, language, filter);
