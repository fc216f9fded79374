import type { RewardDetail, RewardSource } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { minorAmount, timestampTz, stampedNow, oneOf } from './columns.js';
import { memberOwnedRow } from './members.js';
import { optionalLedgerTransactionRef } from './ledger.js';

/**
 * A reward granted to a member, waiting in the reward centre (contracts/rewards.ts). A source
 * grants one reward per (member, source, key): VIP level 3 is granted once, however often the
 * level is computed. `claimed_at` and `transaction_id` are set together, by the claim that pays
 * it; an unclaimed row past `expires_at` is expired (no write: the claim checks the time).
 */
export const memberRewards = pgTable(
  'member_rewards',
  {
    ...memberOwnedRow('restrict'),
    source: text().$type<RewardSource>().notNull(),
    sourceKey: text().notNull(),
    detail: jsonb().$type<RewardDetail>().notNull(),
    amount: minorAmount(),
    turnoverBp: integer().notNull(),
    createdAt: stampedNow(),
    expiresAt: timestampTz().notNull(),
    claimedAt: timestampTz(),
    transactionId: optionalLedgerTransactionRef(),
  },
  (t) => [
    unique('member_rewards_key').on(t.memberId, t.source, t.sourceKey),
    index('member_rewards_member').on(t.memberId, t.expiresAt),
    oneOf('member_rewards_source', t.source, ['VIP_LEVEL_UP', 'REFERRAL', 'LEADERBOARD']),
    check('member_rewards_amount', sql`${t.amount} > 0 AND ${t.turnoverBp} >= 0`),
    check('member_rewards_claimed', sql`(${t.claimedAt} IS NULL) = (${t.transactionId} IS NULL)`),
    check('member_rewards_period', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);
