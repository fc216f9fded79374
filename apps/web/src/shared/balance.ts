import { WalletBalance } from '@app/contracts/zod-free';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from './api-client';
import { minorOfMajor } from './format';
import { useMemberQuery } from './member-query';
import { queryKeys } from './query-keys';

/**
 * The member's money as the screens keep it: minor units (integers), like every other amount on
 * the web side. The wire still says major units; they are turned once, here.
 */
export type Balance = {
  /** The cash: what bets are paid from (a bonus still owing wagering is not in it). */
  cashMinor: number;
  currency: string;
  currencySymbol: string;
  /** Bonus money apart from cash, still owing its wagering. */
  bonusMinor?: number | undefined;
  /** Wagering the bonus needs in all, and bet so far. */
  bonusRequiredMinor?: number | undefined;
  bonusWageredMinor?: number | undefined;
  /** What one withdrawal request may take out now, as the server checks it. */
  withdrawableMinor?: number | undefined;
};

const optionalMinor = (major: number | undefined) =>
  major === undefined ? undefined : minorOfMajor(major);

/** The wire's balance (major units) in minor units. */
export const balanceOf = (wire: WalletBalance): Balance => ({
  cashMinor: minorOfMajor(wire.sumBalance),
  currency: wire.currency,
  currencySymbol: wire.currencySymbol,
  bonusMinor: optionalMinor(wire.bonusBalance),
  bonusRequiredMinor: optionalMinor(wire.bonusRequired),
  bonusWageredMinor: optionalMinor(wire.bonusWagered),
  withdrawableMinor: optionalMinor(wire.withdrawable),
});

/**
 * GET /wps/wallets/balance: the member's total balance. Shared because the header, the menu,
 * the member centre and the money and game screens all show or refresh it; features/wallet holds
 * its UI (the Balance component and the hide/show setting).
 */
export const getBalance = (): Promise<Balance> =>
  api.get('/wps/wallets/balance', WalletBalance).then(balanceOf);

export const balanceQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.member('wallet', 'balance'), queryFn: getBalance });

/** The signed-in member's total balance; nothing is asked for a guest. */
export const useBalance = () => useMemberQuery(balanceQueryOptions());

/** Reloads the balance wherever it shows (header, member centre); masked until it is back. */
export function useRefreshBalance() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.refetchQueries({ queryKey: balanceQueryOptions().queryKey }),
    [queryClient],
  );
}
