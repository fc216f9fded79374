import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { minorAmount, zeroMinor, timestampTz, stampedNow } from './columns.js';
import { memberOwnedRow } from './members.js';
import { ledgerTransactionRef } from './ledger.js';

export const BONUS_GRANT_STATUSES = ['active', 'released', 'forfeited'] as const;
export type BonusGrantStatus = (typeof BONUS_GRANT_STATUSES)[number];

/**
 * One bonus paid into a member's bonus account (ledger kind member_bonus) with its own wagering:
 * `required` = amount × the bonus's multiple. Valid bets advance the oldest active grant
 * (`wagered`); once met, the amount moves bonus → cash through the ledger (released, once); a
 * withdrawal before that forfeits it (bonus → house_bonus_forfeit). The bonus account's balance is
 * the sum of the active grants' amounts. (merchant, key) is the grant's ledger idempotency key.
 */
export const memberBonusGrants = pgTable(
  'member_bonus_grants',
  {
    ...memberOwnedRow('restrict'),
    grantKey: text().notNull(),
    /** The ledger kind of the grant: promotion_bonus, reward, rebate. */
    source: text().notNull(),
    /** The grant's ledger memo, carried to its release ("bonus released: rebate RB…"). */
    memo: text().notNull().default(''),
    amount: minorAmount(),
    required: minorAmount(),
    wagered: zeroMinor(),
    status: text({ enum: BONUS_GRANT_STATUSES }).notNull().default('active'),
    grantTransactionId: ledgerTransactionRef(),
    createdAt: stampedNow(),
    settledAt: timestampTz(),
  },
  (t) => [
    uniqueIndex('member_bonus_grants_key').on(t.merchantId, t.grantKey),
    index('member_bonus_grants_active')
      .on(t.memberId, t.id)
      .where(sql`${t.status} = 'active'`),
    check('member_bonus_grants_amounts', sql`${t.amount} > 0 AND ${t.required} > 0`),
  ],
);
