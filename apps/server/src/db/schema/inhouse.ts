import type { BetOutcome } from '@app/contracts';
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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ledgerTransactions } from './ledger.js';
import { members } from './members.js';
import { merchants } from './merchants.js';

/**
 * Provably fair seed pairs of the in-house games. A member has one active pair (revealed_at
 * null): its server seed stays secret, its hash is shown; `nonce` is the next bet's. Rotating
 * reveals the pair (revealed_at set) and starts a new one.
 */
export const inhouseSeeds = pgTable(
  'inhouse_seeds',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    serverSeed: text().notNull(),
    serverSeedHash: text().notNull(),
    clientSeed: text().notNull(),
    nonce: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('inhouse_seeds_active')
      .on(t.memberId)
      .where(sql`${t.revealedAt} IS NULL`),
    index('inhouse_seeds_member').on(t.memberId, t.revealedAt),
  ],
);

/**
 * One settled bet: the game record. Its stake and payout are ledger transactions written in the
 * same database transaction; (member, idempotency key) is unique, so a retried bet is one bet.
 */
export const inhouseBets = pgTable(
  'inhouse_bets',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    game: text().notNull(),
    idempotencyKey: text().notNull(),
    /** Minor units. */
    stake: bigint({ mode: 'number' }).notNull(),
    payout: bigint({ mode: 'number' }).notNull(),
    seedId: bigint({ mode: 'number' })
      .notNull()
      .references(() => inhouseSeeds.id, { onDelete: 'restrict' }),
    clientSeed: text().notNull(),
    nonce: integer().notNull(),
    outcome: jsonb().$type<BetOutcome>().notNull(),
    stakeTransactionId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    payoutTransactionId: bigint({ mode: 'number' }).references(() => ledgerTransactions.id, {
      onDelete: 'restrict',
    }),
    /** A valid bet (modules/wallet/valid-bet.ts): it counts for turnover, rebates, VIP, missions. */
    valid: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inhouse_bets_key').on(t.memberId, t.idempotencyKey),
    index('inhouse_bets_member_time').on(t.memberId, t.createdAt, t.id),
    // The weekly leaderboard sums a merchant's stakes in a week.
    index('inhouse_bets_merchant_time').on(t.merchantId, t.createdAt),
    // A member's bets in placement order (rebates count them by id).
    index('inhouse_bets_member_id').on(t.memberId, t.id),
    index('inhouse_bets_member_game_time').on(t.memberId, t.game, t.createdAt),
    check('inhouse_bets_amounts', sql`${t.stake} > 0 AND ${t.payout} >= 0`),
  ],
);
