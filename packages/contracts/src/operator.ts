import { z } from 'zod';
import { Jackpot } from './system.js';
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
});
export type OperatorMerchantState = z.infer<typeof OperatorMerchantState>;
