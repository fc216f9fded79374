import { z } from 'zod';

/** GET /wps/wallets/balance: the ledger balance in major units (2 decimals) and its symbol. */
export const WalletBalance = z.object({
  sumBalance: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type WalletBalance = z.infer<typeof WalletBalance>;

/** Minor units per major unit for every currency the sites use (2 decimals). */
export const MINOR_PER_MAJOR = 100;
export const toMajor = (minor: bigint | number) => Number(minor) / MINOR_PER_MAJOR;
