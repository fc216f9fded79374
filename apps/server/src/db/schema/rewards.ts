import type { RewardDetail, RewardSource } from '@app/contracts';
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
} from 'drizzle-orm/pg-core';
import { ledgerTransactions } from './ledger.js';
import { members } from './members.js';
import { merchants } from './merchants.js';

/**
 * A reward granted to a member, waiting in the reward centre (contracts/rewards.ts). A source
 * grants one reward per (member, source, key): VIP level 3 is granted once, however often the
 * level is computed. `claimed_at` and `transaction_id` are set together, by the claim that pays
 * it; an unclaimed row past `expires_at` is expired (no write: the claim checks the time).
 */
export const memberRewards = pgTable(
  'member_rewards',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    source: text().$type<RewardSource>().notNull(),
    sourceKey: text().notNull(),
    detail: jsonb().$type<RewardDetail>().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    turnoverBp: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    claimedAt: timestamp({ withTimezone: true }),
    transactionId: bigint({ mode: 'number' }).references(() => ledgerTransactions.id, {
      onDelete: 'restrict',
    }),
  },
  (t) => [
    unique('member_rewards_key').on(t.memberId, t.source, t.sourceKey),
    index('member_rewards_member').on(t.memberId, t.expiresAt),
    check('member_rewards_source', sql`${t.source} IN ('VIP_LEVEL_UP', 'REFERRAL', 'LEADERBOARD')`),
    check('member_rewards_amount', sql`${t.amount} > 0 AND ${t.turnoverBp} >= 0`),
    check('member_rewards_claimed', sql`(${t.claimedAt} IS NULL) = (${t.transactionId} IS NULL)`),
    check('member_rewards_period', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);
