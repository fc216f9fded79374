import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigId, bigintRef, minorAmount, stampedNow, timestampTz } from './columns.js';
import { ledgerTransactionRef } from './ledger.js';
import { memberRef } from './members.js';
import { merchantRef } from './merchants.js';

/**
 * An agent's money sent to its team (contracts/agent-transfers.ts): a transfer to one downline
 * (`kind` 'downline') or a red envelope rain (`kind` 'red_envelope', split 'equal' or 'random'),
 * each one ledger transaction. The agent's key is unique per agent: the same key again is this row.
 */
export const agentTransfers = pgTable(
  'agent_transfers',
  {
    id: bigId(),
    merchantId: merchantRef(),
    agentId: memberRef('cascade'),
    idempotencyKey: text().notNull(),
    kind: text().notNull(),
    /** The request as sent (its amount, split and receivers), the key's fingerprint. */
    fingerprint: text().notNull(),
    amount: minorAmount(),
    split: text(),
    receivers: smallint().notNull(),
    transactionId: ledgerTransactionRef(),
    createdAt: stampedNow(),
  },
  (t) => [
    uniqueIndex('agent_transfers_key').on(t.agentId, t.idempotencyKey),
    index('agent_transfers_agent').on(t.agentId, t.createdAt),
  ],
);

/** What each receiver got; a red envelope's share is opened once on the receiver's home. */
export const agentTransferShares = pgTable(
  'agent_transfer_shares',
  {
    id: bigId(),
    transferId: bigintRef(() => agentTransfers.id, 'cascade').notNull(),
    memberId: memberRef('cascade'),
    amount: minorAmount(),
    openedAt: timestampTz(),
  },
  (t) => [
    uniqueIndex('agent_transfer_shares_member').on(t.transferId, t.memberId),
    index('agent_transfer_shares_unopened')
      .on(t.memberId, t.id)
      .where(sql`${t.openedAt} IS NULL`),
  ],
);
