import { z } from 'zod';
import { Minor } from './units.js';

/** GET /wps/wallets/balance: the ledger balance in major units (2 decimals) and its symbol. */
export const WalletBalance = z.object({
  /** The cash: what bets are paid from (a bonus still owing wagering is not in it). */
  sumBalance: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
  /** The same cash, named (major units like sumBalance). */
  cashBalance: z.number().optional(),
  /** Bonus money apart from cash, still owing its wagering (wallet/bonus-wallet.ts). */
  bonusBalance: z.number().optional(),
  /** Wagering the bonus needs in all, and bet so far (major units). */
  bonusRequired: z.number().optional(),
  bonusWagered: z.number().optional(),
  /** What one withdrawal request may take out now, as the server checks it (WithdrawInfo). */
  withdrawable: z.number().optional(),
});
export type WalletBalance = z.infer<typeof WalletBalance>;

/**
 * A member's bonus money (minor units): the balance of their bonus grants still owing wagering,
 * the wagering they need in all and what was bet towards it. Released to cash once met; a
 * withdrawal before that forfeits it.
 */
export const BonusBalance = z.object({
  balance: Minor,
  required: Minor,
  wagered: Minor,
});
export type BonusBalance = z.infer<typeof BonusBalance>;

/** Minor units per major unit for every currency the sites use (2 decimals). */
export const MINOR_PER_MAJOR = 100;
export const toMajor = (minor: bigint | number) => Number(minor) / MINOR_PER_MAJOR;
