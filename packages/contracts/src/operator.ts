import { z } from 'zod';
import { FirebaseWebConfig, Jackpot } from './system.js';
import { text } from './text.js';
import { WhitelabelTree } from './whitelabel.js';

/** Operator API (guarded by the operator token): switches a merchant's site while it runs. */
export const OPERATOR_PREFIX = '/operator';

export const OperatorMerchantParams = z.object({ merchantCode: text().min(1).max(32) });
export const OperatorModuleParams = OperatorMerchantParams.extend({
  modId: text().min(1).max(64),
});
export const SwitchBody = z.object({ enabled: z.boolean() });
export type SwitchBody = z.infer<typeof SwitchBody>;

export const OperatorMerchantState = z.object({
  merchantCode: z.string(),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  /** Members may ask to withdraw (off: the page and its calls are closed, requests stay listed). */
  withdrawalEnabled: z.boolean(),
  /** The member centre shows VIP levels and benefits (/m/member/benefits). */
  vipBenefitDisplay: z.boolean(),
  /** The jackpot counter the home page shows: the merchant's own, else SPEC §9's defaults. */
  jackpot: Jackpot,
  /** Whether `jackpot` is the merchant's own (false: the defaults). */
  ownJackpot: z.boolean(),
  whitelabel: WhitelabelTree,
  /**
   * Four eyes: a withdrawal above this many minor units is paid only once two operators approved
   * it; null: one pays any. The owner's to set (PUT …/four-eyes).
   */
  fourEyesMinor: z.number().int().nullable(),
  /** The Firebase web app of Google and Facebook sign-in (PUT/DELETE …/firebase); null: none. */
  firebase: FirebaseWebConfig.nullable(),
});
export type OperatorMerchantState = z.infer<typeof OperatorMerchantState>;

/** The four-eyes threshold in minor units (₱1 to ₱100,000,000), or null to turn it off. */
export const FourEyesBody = z.object({
  thresholdMinor: z.number().int().min(100).max(10_000_000_000).nullable(),
});
export type FourEyesBody = z.infer<typeof FourEyesBody>;
