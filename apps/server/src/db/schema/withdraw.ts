import type { WithdrawPayee, WithdrawStatus } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import {
  minorAmount,
  zeroMinor,
  timestampTz,
  stampedNow,
  oneOf,
  pendingIndex,
  memberRequestIndexes,
} from './columns.js';
import { ledgerTransactionRef, optionalLedgerTransactionRef } from './ledger.js';
import { memberRef, memberOwnedRow } from './members.js';

/**
 * A member's withdrawal request. Making it moves the amount from the member's cash to their hold
 * account in the same database transaction (`hold_transaction_id`). An operator may first claim it
 * (pending → processing, `processing_at`: the cashier is sending the money, the member can no
 * longer cancel); the status then moves once to paid (hold → house, `settle_transaction_id`),
 * rejected (from pending or processing) or cancelled (from pending only; hold → cash,
 * `settle_transaction_id` too), each a conditional update under the row lock.
 * (member, idempotency key) is unique: a retried request is one request and one hold.
 */
export const withdrawRequests = pgTable(
  'withdraw_requests',
  {
    ...memberOwnedRow('restrict'),
    idempotencyKey: text().notNull(),
    reference: text().notNull(),
    amount: minorAmount(),
    /** The card or e-wallet as it was at the request, with the whole number (the payout's). */
    payee: jsonb().$type<WithdrawPayee>().notNull(),
    status: text().$type<WithdrawStatus>().notNull().default('pending'),
    rejectReason: text(),
    holdTransactionId: ledgerTransactionRef(),
    settleTransactionId: optionalLedgerTransactionRef(),
    createdAt: stampedNow(),
    decidedAt: timestampTz(),
    /** When an operator claimed it (pending → processing); null if it never was. */
    processingAt: timestampTz(),
  },
  (t) => [
    ...memberRequestIndexes('withdraw_requests', t),
    pendingIndex('withdraw_requests', t),
    oneOf('withdraw_requests_status', t.status, [
      'pending',
      'processing',
      'paid',
      'rejected',
      'cancelled',
    ]),
    check('withdraw_requests_amount', sql`${t.amount} > 0`),
    check(
      'withdraw_requests_settled',
      sql`(${t.status} IN ('pending', 'processing')) = (${t.settleTransactionId} IS NULL)`,
    ),
    check(
      'withdraw_requests_decided',
      sql`(${t.status} IN ('pending', 'processing')) = (${t.decidedAt} IS NULL)`,
    ),
    // Processing ones were claimed; pending ones not yet, and a claimed one is never cancelled.
    check(
      'withdraw_requests_processing',
      sql`(${t.status} <> 'processing' OR ${t.processingAt} IS NOT NULL) AND (${t.status} NOT IN ('pending', 'cancelled') OR ${t.processingAt} IS NULL)`,
    ),
  ],
);

/**
 * What a member must still bet before withdrawing: approved deposits (and later bonuses) raise
 * `required`; stakes raise `wagered`, refunded stakes lower it (below 0 when the stake was counted
 * before a withdrawal started the count again: it is owed again). remaining =
 * required − wagered when positive. A new requirement first drops wagering beyond the old one, so
 * bets made before a deposit never play it through; a withdrawal starts both at 0.
 */
export const memberTurnover = pgTable(
  'member_turnover',
  {
    memberId: memberRef('cascade').primaryKey(),
    required: zeroMinor(),
    wagered: zeroMinor(),
    updatedAt: stampedNow(),
  },
  (t) => [check('member_turnover_required', sql`${t.required} >= 0`)],
);
