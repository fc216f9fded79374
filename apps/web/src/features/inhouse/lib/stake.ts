import { BET_MAX_MINOR, BET_MIN_MINOR } from '@app/contracts';

/** The stake field's problems, each a message key under `stake.`. */
export type StakeIssue = 'invalid' | 'too_low' | 'too_high' | 'over_balance';
export type StakeChip = 'half' | 'double' | 'min' | 'max';

/** The stake field reads and writes amounts as every amount field does. */
export { amountText as stakeText, parseAmount as parseStake } from '@/shared/money';

/** The most the member can stake now: the bet maximum, or their balance if lower. */
export const maxStake = (balance: number | undefined): number =>
  Math.max(BET_MIN_MINOR, Math.min(BET_MAX_MINOR, balance ?? BET_MAX_MINOR));

export function stakeIssue(
  minor: number | undefined,
  balance: number | undefined,
): StakeIssue | undefined {
  if (minor === undefined) return 'invalid';
  if (minor < BET_MIN_MINOR) return 'too_low';
  if (minor > BET_MAX_MINOR) return 'too_high';
  if (balance !== undefined && minor > balance) return 'over_balance';
  return undefined;
}

/** What a quick chip makes of the current stake, always within the bounds. */
export function applyChip(chip: StakeChip, current: number, balance: number | undefined): number {
  const top = maxStake(balance);
  switch (chip) {
    case 'half':
      return Math.max(BET_MIN_MINOR, Math.floor(current / 2));
    case 'double':
      return Math.min(top, Math.max(BET_MIN_MINOR, current * 2));
    case 'min':
      return BET_MIN_MINOR;
    case 'max':
      return top;
  }
}
