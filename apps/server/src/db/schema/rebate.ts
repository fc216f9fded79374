import type { RebateLine } from '@app/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ledgerTransactions } from './ledger.js';
import { members } from './members.js';
import { merchants } from './merchants.js';

/**
 * A member's paid rebate claim (contracts/rebate.ts). It covers, per category, the bets with ids
 * above `*_from` up to `*_to` (inhouse_bets, lottery_suborders); the next claim starts where this
 * one ended. Its payment is the ledger transaction `transaction_id`, written in the same database
 * transaction. (member, idempotency key) is unique: a retried claim is one claim; (member, from
 * marks) is unique too, so two claims can never pay for the same bets.
 */
export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    idempotencyKey: text().notNull(),
    reference: text().notNull(),
    /** Minor units: the sum of the lines' amounts, and of their turnover. */
    amount: bigint({ mode: 'number' }).notNull(),
    turnover: bigint({ mode: 'number' }).notNull(),
    /** Per category: turnover, bets, rate and amount, as paid. */
    lines: jsonb().$type<RebateLine[]>().notNull(),
    inhouseFrom: bigint({ mode: 'number' }).notNull(),
    inhouseTo: bigint({ mode: 'number' }).notNull(),
    lotteryFrom: bigint({ mode: 'number' }).notNull(),
    lotteryTo: bigint({ mode: 'number' }).notNull(),
    transactionId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rebate_claims_key').on(t.memberId, t.idempotencyKey),
    uniqueIndex('rebate_claims_from').on(t.memberId, t.inhouseFrom, t.lotteryFrom),
    unique('rebate_claims_reference').on(t.merchantId, t.reference),
    index('rebate_claims_member_time').on(t.memberId, t.createdAt, t.id),
    check('rebate_claims_amount', sql`${t.amount} > 0 AND ${t.turnover} > 0`),
    check(
      'rebate_claims_marks',
      sql`${t.inhouseTo} >= ${t.inhouseFrom} AND ${t.lotteryTo} >= ${t.lotteryFrom}`,
    ),
  ],
);
