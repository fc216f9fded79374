import { toMajor, type WalletBalance } from '@app/contracts';
import type { LedgerService, PostResult } from './ledger.service.js';
import { TRIAL_PLAY_MONEY_MINOR, trialKey } from './opening-balances.js';

/** The wallet as members see it: ledger balances in major units with the merchant's currency. */
export function createWalletService({
  ledger,
}: {
  ledger: Pick<LedgerService, 'balanceOf' | 'credit'>;
}) {
  return {
    /**
     * A new free-trial account's play money, from the house trial account. Keyed by member, so a
     * retried trial login never pays twice.
     */
    creditTrial: (merchantId: number, memberId: number): Promise<PostResult> =>
      ledger.credit(
        merchantId,
        memberId,
        TRIAL_PLAY_MONEY_MINOR,
        'house_trial',
        trialKey(memberId),
        'trial play money',
      ),

    /** The member's cash (a trial account's play money alike), 2 decimals exact. */
    async balance(
      member: { memberId: number; merchantId: number },
      merchant: { currency: string; currencySymbol: string },
    ): Promise<WalletBalance> {
      const minor = await ledger.balanceOf(member.memberId, member.merchantId);
      // Number(minor) is exact below 2^53 minor units, and an exact integer divided by 100 is the
      // double nearest the 2-decimal amount, so 123450n reads 1234.5 with no drift.
      return {
        sumBalance: toMajor(minor),
        currency: merchant.currency,
        currencySymbol: merchant.currencySymbol,
      };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
