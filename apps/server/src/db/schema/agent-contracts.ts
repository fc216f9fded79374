import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { bigId, bigintRef, oneOf, stampedNow, timestampTz } from './columns.js';
import { memberRef, members } from './members.js';
import { merchantRef } from './merchants.js';

/**
 * Agent contracts (contracts/agent-contracts.ts): daily salary, hourly salary and dividend, offered
 * by an upline (null: the operator, for a top agent) to a direct downline agent. A change is a new
 * row (version + 1, supersedes the one in force); rows are never deleted, so the history is kept.
 * In force at t: started_at <= t and (ended_at is null or ended_at > t).
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigId(),
    merchantId: merchantRef(),
    kind: text().notNull(),
    uplineId: bigintRef(() => members.id, 'cascade'),
    downlineId: memberRef('cascade'),
    /** The tiers (and window or period) of the kind, validated by its zod schema. */
    terms: jsonb().notNull(),
    status: text().notNull(),
    version: integer().notNull(),
    supersedesId: bigintRef((): AnyPgColumn => agentContracts.id, 'restrict'),
    createdAt: stampedNow(),
    decidedAt: timestampTz(),
    startedAt: timestampTz(),
    endedAt: timestampTz(),
    reason: text(),
  },
  (t) => [
    oneOf('agent_contracts_kind', t.kind, ['daily_salary', 'hourly_salary', 'dividend']),
    oneOf('agent_contracts_status', t.status, ['P', 'A', 'E', 'R', 'T']),
    // At most one in force (A, or E while its change is pending) and one pending per kind.
    uniqueIndex('agent_contracts_in_force')
      .on(t.downlineId, t.kind)
      .where(sql`${t.status} IN ('A', 'E')`),
    uniqueIndex('agent_contracts_pending')
      .on(t.downlineId, t.kind)
      .where(sql`${t.status} = 'P'`),
    index('agent_contracts_upline').on(t.uplineId, t.kind, t.status),
    index('agent_contracts_kind_time').on(t.merchantId, t.kind, t.startedAt),
  ],
);

/** Every step of a contract (offer, accept, reject, terminate, supersede, cancel, cascade). */
export const agentContractEvents = pgTable(
  'agent_contract_events',
  {
    id: bigId(),
    contractId: bigintRef(() => agentContracts.id, 'cascade').notNull(),
    action: text().notNull(),
    /** null: the operator or the system. */
    actorId: bigintRef(() => members.id, 'set null'),
    status: text().notNull(),
    reason: text(),
    createdAt: stampedNow(),
  },
  (t) => [index('agent_contract_events_contract').on(t.contractId, t.id)],
);
