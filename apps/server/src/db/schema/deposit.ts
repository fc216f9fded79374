import type {
  DepositChannelKind,
  DepositFeeMode,
  DepositPayee,
  DepositStatus,
} from '@app/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ledgerTransactions } from './ledger.js';
import { members } from './members.js';
import { merchants } from './merchants.js';

export type DepositTexts = { TY: string; EN: string };

/**
 * A merchant's payment channel for deposits (bank transfer, e-wallets, the demo channel): its
 * limits per request and its fee (none, percent in basis points, or fixed minor units), and the
 * payee the member sends the money to (null for the demo channel).
 */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: serial().primaryKey(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    kind: text().$type<DepositChannelKind>().notNull(),
    names: jsonb().$type<DepositTexts>().notNull(),
    minAmount: bigint({ mode: 'number' }).notNull(),
    maxAmount: bigint({ mode: 'number' }).notNull(),
    feeMode: text().$type<DepositFeeMode>().notNull().default('none'),
    feeValue: integer().notNull().default(0),
    payee: jsonb().$type<DepositPayee>(),
    enabled: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
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
    id: bigserial({ mode: 'number' }).primaryKey(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    channelId: integer()
      .notNull()
      .references(() => depositChannels.id, { onDelete: 'restrict' }),
    idempotencyKey: text().notNull(),
    reference: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    fee: bigint({ mode: 'number' }).notNull(),
    credit: bigint({ mode: 'number' }).notNull(),
    /** The payee shown when the request was made (a channel's account may change later). */
    payee: jsonb().$type<DepositPayee>(),
    status: text().$type<DepositStatus>().notNull().default('pending'),
    rejectReason: text(),
    creditTransactionId: bigint({ mode: 'number' }).references(() => ledgerTransactions.id, {
      onDelete: 'restrict',
    }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deposit_requests_key').on(t.memberId, t.idempotencyKey),
    unique('deposit_requests_reference').on(t.merchantId, t.reference),
    index('deposit_requests_member_time').on(t.memberId, t.createdAt, t.id),
    index('deposit_requests_pending')
      .on(t.merchantId, t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check(
      'deposit_requests_status',
      sql`${t.status} IN ('pending', 'approved', 'rejected', 'cancelled')`,
    ),
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
