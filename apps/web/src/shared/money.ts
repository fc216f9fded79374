import { parseLanguage } from '@app/contracts/zod-free';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { balanceQueryOptions, getBalance, useBalance } from './balance';
import { formatMoney } from './format';
import { queryKeys } from './query-keys';

/*
 * Money on the game screens (lazy pages only; the first load keeps balance.ts and format.ts):
 * amounts typed by the member, amounts shown with the wallet's symbol, and a balance a bet
 * answered with.
 */

/** "12.5" or "1,000.00" → minor units (1250, 100000); undefined unless a plain 2-decimal amount. */
export function parseAmount(text: string): number | undefined {
  const clean = text.replaceAll(',', '').trim();
  if (!/^\d{1,9}(\.\d{0,2})?$/.test(clean)) return undefined;
  const [whole = '0', cents = ''] = clean.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

/** Minor units as an amount field shows them: 1250 → "12.50". */
export const amountText = (minor: number): string =>
  `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/** Minor units as the site writes money: ₱1,234.50; a signed one with + or − (zero has none). */
export function useMoney() {
  const { i18n } = useTranslation();
  const { data } = useBalance();
  const symbol = data?.currencySymbol ?? '₱';
  const language = parseLanguage(i18n.language);
  const money = (minor: number) => formatMoney(minor, symbol, language);
  return {
    symbol,
    money,
    signed: (minor: number) => (minor === 0 ? money(0) : `${minor < 0 ? '−' : '+'}${money(minor)}`),
  };
}

/** The member's cash in minor units and its symbol, as the header shows it. */
export function useBalanceMinor() {
  const { data } = useBalance();
  return {
    balance: data?.cashMinor,
    symbol: data?.currencySymbol ?? '₱',
  };
}

/**
 * What every movement of money makes stale: the betting record, the account record and the
 * profit and loss.
 */
function invalidateRecords(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.member('records') });
  void queryClient.invalidateQueries({ queryKey: queryKeys.member('transactions') });
  void queryClient.invalidateQueries({ queryKey: queryKeys.member('pnl') });
}

/**
 * Shows a balance a bet (or a refund) answered with: the header's wallet query takes it (written
 * in the bet's own transaction, so exact) and is marked stale, not refetched: a refetch would mask
 * the header's amount after every bet. The records are asked again.
 */
export function useApplyBalance() {
  const queryClient = useQueryClient();
  return useCallback(
    (balanceMinor: number) => {
      const { queryKey } = balanceQueryOptions();
      queryClient.setQueryData(queryKey, (old) =>
        old ? { ...old, cashMinor: balanceMinor } : old,
      );
      void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
      invalidateRecords(queryClient);
    },
    [queryClient],
  );
}

/**
 * Reads the balance again without masking it: for money that moved on the server meanwhile (a
 * draw settled the member's bets, a withdrawal held money). The header shows the new amount when
 * it comes; the records are asked again.
 */
export function useSyncBalance() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    const { queryKey } = balanceQueryOptions();
    getBalance().then(
      (balance) => queryClient.setQueryData(queryKey, balance),
      () => undefined, // the header keeps the amount it has; its own refresh can try again
    );
    invalidateRecords(queryClient);
  }, [queryClient]);
}
