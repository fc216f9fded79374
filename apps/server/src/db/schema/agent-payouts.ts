import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { agentContracts } from './agent-contracts.js';
import { bigId, bigintRef, bigNumber, oneOf, stampedNow, timestampTz } from './columns.js';
import { members, memberRef } from './members.js';
import { merchantRef } from './merchants.js';

/**
 * The period engine (modules/agent/payouts): contracts' salaries and dividends, one run per
 * (merchant, kind, period) and one payout per (contract, period), paid exactly once.
 */

/** A merchant's period settings; no row: the defaults of payouts/settings.ts. */
export const agentPeriodSettings = pgTable('agent_period_settings', {
  merchantId: merchantRef().primaryKey(),
  /** A team member is active in a period when its valid bets there reach this (minor units). */
  activeMinBet: bigNumber().notNull(),
  /** The engine pays a computed run at once; false: it waits, previewed, for the operator. */
  autoPay: boolean().notNull(),
  /** Minutes after a period's end before the engine closes it. */
  closeDelayMinutes: integer().notNull(),
  updatedAt: stampedNow(),
});

/**
 * A period of one kind for one merchant: computed (payouts written), previewed (shown, waiting to
 * be paid), paid (every payout paid as far as the payer could), held (the operator stopped it).
 */
export const agentPayoutRuns = pgTable(
  'agent_payout_runs',
  {
    id: bigId(),
    merchantId: merchantRef(),
    kind: text().notNull(),
    /** payouts/periods.ts: '2026-11-27', '2026-11-27T13:30/30', '2026-11-H2', '2026-11'. */
    periodKey: text().notNull(),
    periodStart: timestampTz().notNull(),
    periodEnd: timestampTz().notNull(),
    status: text().notNull(),
    computedAt: timestampTz().notNull(),
    paidAt: timestampTz(),
    /** The times the operator re-computed it (each one before any payment). */
    recomputed: integer().notNull().default(0),
  },
  (t) => [
    oneOf('agent_payout_runs_kind', t.kind, ['daily_salary', 'hourly_salary', 'dividend']),
    oneOf('agent_payout_runs_status', t.status, ['computed', 'previewed', 'paid', 'held']),
    uniqueIndex('agent_payout_runs_period').on(t.merchantId, t.kind, t.periodKey),
    index('agent_payout_runs_status').on(t.status, t.merchantId),
  ],
);

/**
 * What one contract earned in one period, the figures it came from, and how much of it was paid.
 * `owed` = due − paid: what the upline (short when it paid) still owes.
 */
export const agentPayouts = pgTable(
  'agent_payouts',
  {
    id: bigId(),
    runId: bigintRef(() => agentPayoutRuns.id, 'cascade').notNull(),
    merchantId: merchantRef(),
    contractId: bigintRef(() => agentContracts.id, 'restrict').notNull(),
    kind: text().notNull(),
    periodKey: text().notNull(),
    /** null: the house pays (a top agent's contract with the operator). */
    uplineId: bigintRef(() => members.id, 'cascade'),
    downlineId: memberRef('cascade'),
    /** The downline's depth (its path's length): uplines are paid before their downlines. */
    depth: integer().notNull(),
    teamValidBet: bigNumber().notNull(),
    activeMembers: integer().notNull(),
    /** Dividends: the team's net loss (losses less bonuses and rebates); 0 for salaries. */
    netLoss: bigNumber().notNull(),
    /** The tier that applied (0-based), or null: none did. */
    tier: integer(),
    rateBp: integer().notNull(),
    /** Dividends: what the downline's own contracted downlines receive out of this. */
    downlineShare: bigNumber().notNull().default(0),
    due: bigNumber().notNull(),
    paid: bigNumber().notNull().default(0),
    owed: bigint({ mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`due - paid`),
    paidAt: timestampTz(),
    createdAt: stampedNow(),
  },
  (t) => [
    uniqueIndex('agent_payouts_contract_period').on(t.contractId, t.periodKey),
    index('agent_payouts_run').on(t.runId, t.depth, t.id),
    index('agent_payouts_downline').on(t.downlineId, t.kind, t.createdAt),
    index('agent_payouts_upline').on(t.uplineId, t.kind, t.createdAt),
    check('agent_payouts_paid', sql`${t.paid} >= 0 AND ${t.paid} <= ${t.due}`),
  ],
);
