import { BASIS_POINTS, type DepositChannel } from '@app/contracts';

/** A channel's fee as its tag says it: none, "1.5%" or a fixed amount (formatted by the caller). */
export function feeTag(
  channel: Pick<DepositChannel, 'feeMode' | 'feeValue'>,
  money: (minor: number) => string,
): { key: 'fee.none' | 'fee.percent' | 'fee.fixed'; value: string } {
  if (channel.feeMode === 'percent' && channel.feeValue > 0) {
    const percent = (channel.feeValue * 100) / BASIS_POINTS;
    return { key: 'fee.percent', value: `${Number(percent.toFixed(2))}%` };
  }
  if (channel.feeMode === 'fixed' && channel.feeValue > 0) {
    return { key: 'fee.fixed', value: money(channel.feeValue) };
  }
  return { key: 'fee.none', value: '' };
}

/** Whether `amount` (minor units) is within the channel's limits. */
export const amountIssue = (
  amount: number | undefined,
  channel: Pick<DepositChannel, 'minAmount' | 'maxAmount'>,
): 'invalid' | 'too_low' | 'too_high' | undefined => {
  if (amount === undefined) return 'invalid';
  if (amount < channel.minAmount) return 'too_low';
  if (amount > channel.maxAmount) return 'too_high';
  return undefined;
};
