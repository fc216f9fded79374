import type { RebateLine } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigNumber, minorAmount, stampedNow, memberRequestIndexes } from './columns.js';
import { memberOwnedRow } from './members.js';
import { ledgerTransactionRef } from './ledger.js';

/**
 * A member's paid rebate claim (contracts/rebate.ts). It covers, per category, the bets with ids
 * above `*_from` up to `*_to` (inhouse_bets, lottery_suborders, vendor_rounds); the next claim starts where this
 * one ended. Its payment is the ledger transaction `transaction_id`, written in the same database
 * transaction. (member, idempotency key) is unique: a retried claim is one claim; (member, from
 * marks) is unique too, so two claims can never pay for the same bets.
 */
export const rebateClaims = pgTable(
  'rebate_claims',
  {
    ...memberOwnedRow('restrict'),
    idempotencyKey: text().notNull(),
    reference: text().notNull(),
    /** Minor units: the sum of the lines' amounts, and of their turnover. */
    amount: minorAmount(),
    turnover: minorAmount(),
    /** Per category: turnover, bets, rate and amount, as paid. */
    lines: jsonb().$type<RebateLine[]>().notNull(),
    inhouseFrom: bigNumber().notNull(),
    inhouseTo: bigNumber().notNull(),
    lotteryFrom: bigNumber().notNull(),
    lotteryTo: bigNumber().notNull(),
    vendorFrom: bigNumber().notNull().default(0),
    vendorTo: bigNumber().notNull().default(0),
    transactionId: ledgerTransactionRef(),
    createdAt: stampedNow(),
  },
  (t) => [
    ...memberRequestIndexes('rebate_claims', t),
    uniqueIndex('rebate_claims_from').on(t.memberId, t.inhouseFrom, t.lotteryFrom, t.vendorFrom),
    check('rebate_claims_amount', sql`${t.amount} > 0 AND ${t.turnover} > 0`),
    check(
      'rebate_claims_marks',
      sql`${t.inhouseTo} >= ${t.inhouseFrom} AND ${t.lotteryTo} >= ${t.lotteryFrom} AND ${t.vendorTo} >= ${t.vendorFrom}`,
    ),
  ],
);
