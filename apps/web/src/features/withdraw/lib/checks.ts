import type { WithdrawInfo } from '@app/contracts';

/*
 * The server's checks of a withdrawal, asked before it is sent (the server asks them again):
 * what stops any withdrawal now, and what is wrong with one amount.
 */

/** Why no withdrawal can be made now, in the order the member can act on them. */
export type WithdrawBlock = 'turnover' | 'pending' | 'daily_count' | 'low_balance';

/** What may still be withdrawn today: the daily total less today's requests. */
export const dailyAmountLeft = (info: WithdrawInfo): number =>
  Math.max(0, info.limits.dailyAmount - info.today.amount);

/** Requests still allowed today. */
export const dailyCountLeft = (info: WithdrawInfo): number =>
  Math.max(0, info.limits.dailyCount - info.today.count);

/** The most one request may be now: the balance, the request limit and today's amount left. */
export const maxWithdrawable = (info: WithdrawInfo): number =>
  Math.min(info.available, info.limits.maxAmount, dailyAmountLeft(info));

export function withdrawBlock(info: WithdrawInfo): WithdrawBlock | undefined {
  if (info.turnover.remaining > 0) return 'turnover';
  if (info.pending >= info.limits.maxPending) return 'pending';
  if (dailyCountLeft(info) === 0) return 'daily_count';
  if (maxWithdrawable(info) < info.limits.minAmount) return 'low_balance';
  return undefined;
}

export type AmountIssue =
  'empty' | 'invalid' | 'too_low' | 'too_high' | 'over_available' | 'over_daily';

/** What is wrong with `amount` (minor units; undefined when the text is not an amount). */
export function amountIssue(
  text: string,
  amount: number | undefined,
  info: WithdrawInfo,
): AmountIssue | undefined {
  if (text.trim() === '') return 'empty';
  if (amount === undefined || amount <= 0) return 'invalid';
  if (amount < info.limits.minAmount) return 'too_low';
  if (amount > info.limits.maxAmount) return 'too_high';
  if (amount > info.available) return 'over_available';
  if (amount > dailyAmountLeft(info)) return 'over_daily';
  return undefined;
}
