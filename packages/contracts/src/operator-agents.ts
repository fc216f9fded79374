import { z } from 'zod';
import { REBATE_PRODUCTS, RebateProduct, RebateQuota, RebateRate } from './agent-rebates.js';
import { OPERATOR_PREFIX, OperatorMerchantParams } from './operator.js';
import { OperatorMemberType } from './operator-members.js';
import { text } from './text.js';
import { Instant, Minor } from './units.js';

/**
 * The operator's agent tree (issue 29): an agent and its direct downline level by level, moving a
 * member with its whole subtree under another upline, and an agent's rebate rates and quota use.
 * A member is named by its account (any case).
 */
export const OPERATOR_AGENTS_PATH = `${OPERATOR_PREFIX}/merchants/:merchantCode/agents`;
export const OPERATOR_AGENTS_PAGE_MAX = 100;

export const OperatorAgentParams = OperatorMerchantParams.extend({
  account: text().trim().min(1).max(64),
});
export type OperatorAgentParams = z.infer<typeof OperatorAgentParams>;

/** GET …/agents: agents whose account starts with `q` (any case); no `q`: the top agents. */
export const OperatorAgentSearch = z.object({
  q: text().trim().max(64).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(OPERATOR_AGENTS_PAGE_MAX).default(20),
});
export type OperatorAgentSearch = z.infer<typeof OperatorAgentSearch>;

/** GET …/agents/:account/tree: a page of the member's direct downline (accounts in order). */
export const OperatorAgentTreeQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(OPERATOR_AGENTS_PAGE_MAX).default(20),
});
export type OperatorAgentTreeQuery = z.infer<typeof OperatorAgentTreeQuery>;

/** One member of the tree. */
export const OperatorAgentNode = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: OperatorMemberType,
  /** An agent type: it may have a downline and be an upline. */
  agent: z.boolean(),
  uplineAccount: z.string().nullable(),
  registeredAt: Instant,
  cash: Minor,
  /** Direct downlines. */
  directCount: z.number().int(),
  /** The whole subtree, the member itself left out. */
  teamSize: z.number().int(),
  /** The member's rebate rate per product (basis points). */
  rates: z.array(z.object({ product: RebateProduct, rateBp: z.number().int() })),
});
export type OperatorAgentNode = z.infer<typeof OperatorAgentNode>;

export const OperatorAgentPage = z.object({
  items: z.array(OperatorAgentNode),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type OperatorAgentPage = z.infer<typeof OperatorAgentPage>;

export const OperatorAgentTree = z.object({
  agent: OperatorAgentNode,
  /** The member's uplines' accounts, top first. */
  uplines: z.array(z.string()),
  downline: OperatorAgentPage,
});
export type OperatorAgentTree = z.infer<typeof OperatorAgentTree>;

/** POST …/agents/:account/move: the member and its whole subtree go under `toUpline`. */
export const OperatorAgentMoveBody = z.object({
  toUpline: text().trim().min(1).max(64),
  reason: text().trim().min(1).max(500),
});
export type OperatorAgentMoveBody = z.infer<typeof OperatorAgentMoveBody>;

export const OperatorAgentMove = z.object({
  account: z.string(),
  fromUpline: z.string().nullable(),
  toUpline: z.string(),
  /** Members whose upline chain changed: the member and its whole subtree. */
  moved: z.number().int(),
});
export type OperatorAgentMove = z.infer<typeof OperatorAgentMove>;

/** An agent's rate of one product, its bounds, and the ceiling its upline sets (null: the house). */
export const OperatorAgentRate = z.object({
  product: RebateProduct,
  rateBp: z.number().int(),
  minBp: z.number().int(),
  maxBp: z.number().int(),
  /** Its upline's rate (a rate never exceeds it); null for a top agent (the merchant's maximum). */
  uplineBp: z.number().int().nullable(),
  /** The highest rate among its direct downlines (its rate never goes below it). */
  downlineMaxBp: z.number().int().nullable(),
});
export type OperatorAgentRate = z.infer<typeof OperatorAgentRate>;

/** GET …/agents/:account/rebates. */
export const OperatorAgentRebates = z.object({
  account: z.string(),
  uplineAccount: z.string().nullable(),
  rates: z.array(OperatorAgentRate),
  /** The merchant's quotas with how many of this agent's direct downlines use each. */
  quotas: z.array(RebateQuota),
});
export type OperatorAgentRebates = z.infer<typeof OperatorAgentRebates>;

/** PUT …/agents/:account/rebates: raise rates, as its upline (or the house, for a top agent). */
export const OperatorAgentRatesBody = z.object({
  rates: z.array(RebateRate).min(1).max(REBATE_PRODUCTS.length),
  reason: text().trim().min(1).max(500),
});
export type OperatorAgentRatesBody = z.infer<typeof OperatorAgentRatesBody>;
