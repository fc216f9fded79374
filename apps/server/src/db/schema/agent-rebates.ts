import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigId, bigintRef, bigNumber, minorAmount, stampedNow } from './columns.js';
import { affiliateLinks } from './affiliate-links.js';
import { optionalLedgerTransactionRef } from './ledger.js';
import { memberRef } from './members.js';
import { merchantRef } from './merchants.js';

/**
 * Agent rebates (contracts/agent-rebates.ts). A member's rate per product; no row: the merchant's
 * minimum (or its maximum for a member without an upline), so existing members need no backfill.
 */
export const agentRebateRates = pgTable(
  'agent_rebate_rates',
  {
    memberId: memberRef('cascade'),
    product: text().notNull(),
    rateBp: integer().notNull(),
    updatedAt: stampedNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.product] })],
);

/** A merchant's bounds per product; no row: the code's defaults (agent/rebates/bounds.ts). */
export const agentRebateBounds = pgTable(
  'agent_rebate_bounds',
  {
    merchantId: merchantRef(),
    product: text().notNull(),
    minBp: integer().notNull(),
    maxBp: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.product] })],
);

/** At most `perAgent` direct downlines of one agent may hold `rateBp` on `product`. */
export const agentRebateQuotas = pgTable(
  'agent_rebate_quotas',
  {
    merchantId: merchantRef(),
    product: text().notNull(),
    rateBp: integer().notNull(),
    perAgent: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.product, t.rateBp] })],
);

/**
 * The income batch's progress per product: every bet id up to `mark` is final and accrued.
 * Above it, `agent_rebate_bets` lists the bets accrued already (pruned as the mark passes them).
 */
export const agentRebateMarks = pgTable('agent_rebate_marks', {
  product: text().primaryKey(),
  mark: bigNumber().notNull(),
  /** The highest bet id when the batch last ran: the mark never passes it (late commits). */
  seen: bigNumber().notNull(),
});

export const agentRebateBets = pgTable(
  'agent_rebate_bets',
  { product: text().notNull(), betId: bigNumber().notNull() },
  (t) => [primaryKey({ columns: [t.product, t.betId] })],
);

/** One wallet credit of an agent's accrued income (key `agent-rebate:<id>`). */
export const agentRebateCredits = pgTable(
  'agent_rebate_credits',
  {
    id: bigId(),
    merchantId: merchantRef(),
    agentId: memberRef('cascade'),
    amount: minorAmount(),
    // Null when the credit came to nothing (income rounded down to zero).
    transactionId: optionalLedgerTransactionRef(),
    createdAt: stampedNow(),
  },
  (t) => [index('agent_rebate_credits_agent').on(t.agentId, t.createdAt)],
);

/** What one agent earned on one bet: (its rate − the rate below it) × valid bet. */
export const agentRebateAccruals = pgTable(
  'agent_rebate_accruals',
  {
    id: bigId(),
    merchantId: merchantRef(),
    agentId: memberRef('cascade'),
    /** The agent's direct downline on the bettor's path (the bettor itself at the first level). */
    viaId: memberRef('cascade'),
    bettorId: memberRef('cascade'),
    product: text().notNull(),
    betId: bigNumber().notNull(),
    /** Site day (YYYY-MM-DD) the bet settled. */
    day: text().notNull(),
    validBet: minorAmount(),
    diffBp: integer().notNull(),
    amount: minorAmount(),
    creditId: bigintRef(() => agentRebateCredits.id, 'restrict'),
    createdAt: stampedNow(),
  },
  (t) => [
    uniqueIndex('agent_rebate_accruals_once').on(t.product, t.betId, t.agentId),
    index('agent_rebate_accruals_agent_day').on(t.agentId, t.day),
    index('agent_rebate_accruals_uncredited')
      .on(t.agentId)
      .where(sql`${t.creditId} IS NULL`),
  ],
);

/** The rates an affiliate link grants who registers through it (checked again at registration). */
export const agentRebateLinkRates = pgTable(
  'agent_rebate_link_rates',
  {
    linkId: bigintRef(() => affiliateLinks.id, 'cascade').notNull(),
    product: text().notNull(),
    rateBp: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.product] })],
);
