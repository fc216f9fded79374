import type { UplineTransferInfo } from '@app/contracts';

/** Quick amounts in minor units: ₱100 to ₱5,000, and "All". */
export const QUICK_AMOUNTS = [10_000, 50_000, 100_000, 500_000] as const;

export type AmountIssue = 'empty' | 'invalid' | 'min' | 'over';

/** What is wrong with the typed amount (`amount` its parsed minor units), if anything. */
export function amountIssue(
  text: string,
  amount: number | undefined,
  info: UplineTransferInfo,
): AmountIssue | undefined {
  if (text.trim() === '') return 'empty';
  if (amount === undefined) return 'invalid';
  if (amount < info.limits.minAmount) return 'min';
  if (amount > info.limits.maxAmount) return 'over';
  return undefined;
}
