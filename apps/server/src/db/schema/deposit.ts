import type {
  DepositChannelKind,
  DepositFeeMode,
  DepositPayee,
  DepositStatus,
} from '@app/contracts';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import {
  minorAmount,
  timestampTz,
  stampedNow,
  flag,
  sortOrder,
  integerRef,
  oneOf,
  pendingIndex,
  memberRequestIndexes,
  tyEnTexts,
} from './columns.js';
import { memberOwnedRow } from './members.js';
import { optionalLedgerTransactionRef } from './ledger.js';
import { merchantOwnedRow } from './merchants.js';

/**
 * A merchant's payment channel for deposits (bank transfer, e-wallets, the demo channel): its
 * limits per request and its fee (none, percent in basis points, or fixed minor units), and the
 * payee the member sends the money to (null for the demo channel).
 */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    ...merchantOwnedRow(),
    code: text().notNull(),
    kind: text().$type<DepositChannelKind>().notNull(),
    names: tyEnTexts(),
    minAmount: minorAmount(),
    maxAmount: minorAmount(),
    feeMode: text().$type<DepositFeeMode>().notNull().default('none'),
    feeValue: integer().notNull().default(0),
    payee: jsonb().$type<DepositPayee>(),
    enabled: flag(true),
    sortOrder: sortOrder(),
  },
  (t) => [
    unique('deposit_channels_code').on(t.merchantId, t.code),
    check('deposit_channels_limits', sql`${t.minAmount} > 0 AND ${t.maxAmount} >= ${t.minAmount}`),
    check(
      'deposit_channels_fee',
      sql`(${t.feeMode} = 'none' AND ${t.feeValue} = 0) OR (${t.feeMode} = 'percent' AND ${t.feeValue} BETWEEN 0 AND 5000) OR (${t.feeMode} = 'fixed' AND ${t.feeValue} >= 0 AND ${t.feeValue} < ${t.minAmount})`,
    ),
  ],
);

/**
 * A member's deposit request. Status moves once, from pending to approved, rejected or
 * cancelled, each a conditional update of a pending row; approval writes the ledger credit in the
 * same database transaction and keeps its id here. (member, idempotency key) is unique: a retried
 * request is one request; the reference is unique within the merchant.
 */
export const depositRequests = pgTable(
  'deposit_requests',
  {
    ...memberOwnedRow('restrict'),
    channelId: integerRef(() => depositChannels.id, 'restrict').notNull(),
    idempotencyKey: text().notNull(),
    reference: text().notNull(),
    amount: minorAmount(),
    fee: minorAmount(),
    credit: minorAmount(),
    /** The payee shown when the request was made (a channel's account may change later). */
    payee: jsonb().$type<DepositPayee>(),
    status: text().$type<DepositStatus>().notNull().default('pending'),
    rejectReason: text(),
    creditTransactionId: optionalLedgerTransactionRef(),
    createdAt: stampedNow(),
    decidedAt: timestampTz(),
  },
  (t) => [
    ...memberRequestIndexes('deposit_requests', t),
    pendingIndex('deposit_requests', t),
    oneOf('deposit_requests_status', t.status, ['pending', 'approved', 'rejected', 'cancelled']),
    check(
      'deposit_requests_amounts',
      sql`${t.amount} > 0 AND ${t.fee} >= 0 AND ${t.credit} = ${t.amount} - ${t.fee} AND ${t.credit} > 0`,
    ),
    check(
      'deposit_requests_credited',
      sql`(${t.status} = 'approved') = (${t.creditTransactionId} IS NOT NULL)`,
    ),
    check('deposit_requests_decided', sql`(${t.status} = 'pending') = (${t.decidedAt} IS NULL)`),
  ],
);
