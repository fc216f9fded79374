import { WITHDRAW_PATHS, WithdrawPage, type WithdrawStatus } from '@app/contracts';
import { useMoneyRecords, type MoneyRecordFilter } from '@/shared/money-records';
import { queryKeys } from '@/shared/query-keys';

export type WithdrawFilter = MoneyRecordFilter<WithdrawStatus>;

/** Every list of the member's withdrawals starts with this key. */
export const withdrawalsKey = queryKeys.member('withdraw', 'list');

const source = { key: withdrawalsKey, path: WITHDRAW_PATHS.requests, schema: WithdrawPage };

/** GET /wps/transaction/withdraw: the member's requests, newest first, page after page. */
export const useWithdrawals = (language: string, filter: WithdrawFilter) =>
  useMoneyRecords(source, language, filter);
