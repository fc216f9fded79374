import type { AdjustmentStatus } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigNumber, oneOf, stampedNow, timestampTz } from './columns.js';
import { optionalLedgerTransactionRef } from './ledger.js';
import { memberOwnedRow } from './members.js';
import { operators } from './operators.js';

/**
 * A manual change of a member's cash by an operator, with its reason (contracts/operator-members.ts).
 * Applied at once (`transaction_id`: member cash ↔ house_adjustments) unless its size is above the
 * merchant's four-eyes threshold: then it waits (pending) for another operator's approval
 * (money_approvals, subject "adjustment:<id>:apply") or a rejection. (merchant, idempotency key)
 * is unique: a retried request is one adjustment.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    ...memberOwnedRow('restrict'),
    /** Signed minor units: positive credits the member's cash. */
    amount: bigNumber().notNull(),
    reason: text().notNull(),
    idempotencyKey: text().notNull(),
    status: text().$type<AdjustmentStatus>().notNull(),
    /** The operator's username (or the bootstrap token's name) who asked for it. */
    requestedBy: text().notNull(),
    requestedById: integer().references(() => operators.id, { onDelete: 'restrict' }),
    /** Who applied or rejected it. */
    decidedBy: text(),
    rejectReason: text(),
    transactionId: optionalLedgerTransactionRef(),
    createdAt: stampedNow(),
    decidedAt: timestampTz(),
  },
  (t) => [
    uniqueIndex('balance_adjustments_key').on(t.merchantId, t.idempotencyKey),
    index('balance_adjustments_member').on(t.memberId, t.createdAt),
    index('balance_adjustments_status').on(t.merchantId, t.status, t.createdAt),
    oneOf('balance_adjustments_status_check', t.status, ['pending', 'applied', 'rejected']),
    check('balance_adjustments_amount', sql`${t.amount} <> 0`),
  ],
);
