import { z } from 'zod';
import { OperatorMerchantParams } from './operator.js';
import { PromotionId, PromotionKind } from './promotions.js';
import { text } from './text.js';
import { Instant } from './units.js';

/**
 * The operator's promotions (/operator/merchants/:merchantCode/promotions…): create, switch,
 * and decide the claims waiting for approval. Only the server and the admin CLI use this module
 * (the web app never builds its schemas).
 */

const Texts = z.object({ TY: text().min(1).max(20_000), EN: text().min(1).max(20_000) });
const Minor = z.number().int().min(0).max(1_000_000_000);

/** The latest instant a Date holds (8.64e15 ms): later ones would not be a time. */
const EpochMs = z.number().int().min(0).max(8_640_000_000_000);

const OperatorPromotionFields = z.object({
  code: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  kind: PromotionKind,
  titles: z.object({ TY: text().min(1).max(120), EN: text().min(1).max(120) }),
  bodies: Texts,
  startAt: EpochMs,
  endAt: EpochMs.nullable().default(null),
  enabled: z.boolean().default(true),
  needsApproval: z.boolean().default(false),
  percentBp: z.number().int().min(0).max(100_000).default(0),
  cap: Minor.default(0),
  fixedAmount: Minor.default(0),
  target: Minor.default(0),
  turnoverMultiplier: z.number().int().min(0).max(100).default(1),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
});

/** POST …/promotions: a new promotion; it ends after it starts (or never). */
export const OperatorPromotionInput = OperatorPromotionFields.superRefine((promotion, context) => {
  if (promotion.endAt !== null && promotion.endAt <= promotion.startAt) {
    context.addIssue({ code: 'custom', path: ['endAt'], message: 'endAt is not after startAt' });
  }
});
export type OperatorPromotionInput = z.input<typeof OperatorPromotionInput>;

export const OperatorPromotion = OperatorPromotionFields.required().extend({
  id: z.number().int(),
});
export type OperatorPromotion = z.infer<typeof OperatorPromotion>;

export const OperatorPromotionParams = OperatorMerchantParams.extend({ id: PromotionId });
export const OperatorPromotionEnable = z.object({ enabled: z.boolean() });

export const OperatorPromotionApplication = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotionCode: z.string(),
  memberId: z.number().int(),
  amount: z.number().int(),
  status: z.enum(['applying', 'paid', 'rejected']),
  createdAt: Instant,
  /** The member's note sent with the claim (plain text, may hold line breaks), or null. */
  comment: z.string().nullable(),
});
export type OperatorPromotionApplication = z.infer<typeof OperatorPromotionApplication>;
export const OperatorPromotionReject = z.object({ reason: text().min(1).max(200) });
