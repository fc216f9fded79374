import { toMajor, type WalletBalance } from '@app/contracts';
import type { BonusSummary } from './bonus-wallet.js';
import type { LedgerService } from './ledger.service.js';

/** The wallet as members see it: ledger balances in major units with the merchant's currency. */
export function createWalletService({
  ledger,
  bonus,
  withdrawable,
}: {
  ledger: Pick<LedgerService, 'balanceOf'>;
  /** The member's bonus apart from cash (bonus-wallet.ts). */
  bonus?: (memberId: number) => Promise<BonusSummary>;
  /** What one withdrawal may take out now, as the withdraw module checks it (minor units). */
  withdrawable?: (member: { memberId: number; merchantId: number }) => Promise<number>;
}) {
  return {
    /** The member's cash (a trial account's play money alike), 2 decimals exact. */
    async balance(
      member: { memberId: number; merchantId: number; canWithdraw?: boolean },
      merchant: { currency: string; currencySymbol: string },
    ): Promise<WalletBalance> {
      const [minor, bonusNow, out] = await Promise.all([
        ledger.balanceOf(member.memberId, member.merchantId),
        bonus?.(member.memberId),
        member.canWithdraw === false ? 0 : withdrawable?.(member),
      ]);
      // Number(minor) is exact below 2^53 minor units, and an exact integer divided by 100 is the
      // double nearest the 2-decimal amount, so 123450n reads 1234.5 with no drift.
      // sumBalance stays the cash: bets are paid from it and answer it (a bonus is not staked).
      return {
        sumBalance: toMajor(minor),
        currency: merchant.currency,
        currencySymbol: merchant.currencySymbol,
        cashBalance: toMajor(minor),
        ...(bonusNow && {
          bonusBalance: toMajor(bonusNow.balance),
          bonusRequired: toMajor(bonusNow.required),
          bonusWagered: toMajor(bonusNow.wagered),
        }),
        ...(out !== undefined && { withdrawable: toMajor(out) }),
      };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
