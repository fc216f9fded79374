import {
  currentDividendRelay,
  payoutDividendRelay,
  queryDividendRelay,
  type PayOwedBody,
} from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemberQuery } from '@/shared/member-query';
import { useApplyBalance } from '@/shared/money';
import { queryKeys } from '@/shared/query-keys';
import { relay } from '@/shared/relay';

const dividendKey = queryKeys.member('agentDividend');
/** How many of the latest periods the screen lists (each side: mine, my downlines'). */
export const DIVIDEND_PERIODS = 24;

/** ODSFE2_CurrentDividend: the period under way's estimate for the agent's own contract. */
export const useCurrentDividend = (enabled: boolean) =>
  useMemberQuery({
    enabled,
    queryKey: [...dividendKey, 'current'],
    queryFn: ({ signal }) => relay(currentDividendRelay, { kind: 'dividend' }, { signal }),
    refetchOnWindowFocus: 'always',
  });

/** ODSFE2_QueryDividend: the dividends received and those owed or paid to direct downlines. */
export const useDividendBook = (enabled: boolean) =>
  useMemberQuery({
    enabled,
    queryKey: [...dividendKey, 'book'],
    queryFn: ({ signal }) =>
      relay(queryDividendRelay, { kind: 'dividend', limit: DIVIDEND_PERIODS }, { signal }),
    refetchOnWindowFocus: 'always',
  });

/** ODSFE2_PayoutDividend: pay what the agent owes; then the wallet and the book are read again. */
export function usePayOwed() {
  const queryClient = useQueryClient();
  const applyBalance = useApplyBalance();
  return useMutation({
    mutationFn: (body: PayOwedBody) => relay(payoutDividendRelay, body),
    onSuccess: (result) => applyBalance(result.balance),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dividendKey }),
  });
}
