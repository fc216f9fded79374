import type { BetOutcome } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  bigId,
  minorAmount,
  timestampTz,
  stampedNow,
  flag,
  bigintRef,
  memberKeyIndexes,
} from './columns.js';
import { ledgerTransactionRef, optionalLedgerTransactionRef } from './ledger.js';
import { memberRef, memberOwnedRow } from './members.js';

/**
 * Provably fair seed pairs of the in-house games. A member has one active pair (revealed_at
 * null): its server seed stays secret, its hash is shown; `nonce` is the next bet's. Rotating
 * reveals the pair (revealed_at set) and starts a new one.
 */
export const inhouseSeeds = pgTable(
  'inhouse_seeds',
  {
    id: bigId(),
    memberId: memberRef('cascade'),
    serverSeed: text().notNull(),
    serverSeedHash: text().notNull(),
    clientSeed: text().notNull(),
    nonce: integer().notNull().default(0),
    createdAt: stampedNow(),
    revealedAt: timestampTz(),
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
    ...memberOwnedRow('restrict'),
    game: text().notNull(),
    idempotencyKey: text().notNull(),
    /** Minor units. */
    stake: minorAmount(),
    payout: minorAmount(),
    seedId: bigintRef(() => inhouseSeeds.id, 'restrict').notNull(),
    clientSeed: text().notNull(),
    nonce: integer().notNull(),
    outcome: jsonb().$type<BetOutcome>().notNull(),
    stakeTransactionId: ledgerTransactionRef(),
    payoutTransactionId: optionalLedgerTransactionRef(),
    /** A valid bet (modules/wallet/valid-bet.ts): it counts for turnover, rebates, VIP, missions. */
    valid: flag(true),
    createdAt: stampedNow(),
  },
  (t) => [
    ...memberKeyIndexes('inhouse_bets', t),
    // The weekly leaderboard sums a merchant's stakes in a week.
    index('inhouse_bets_merchant_time').on(t.merchantId, t.createdAt),
    // A member's bets in placement order (rebates count them by id).
    index('inhouse_bets_member_id').on(t.memberId, t.id),
    index('inhouse_bets_member_game_time').on(t.memberId, t.game, t.createdAt),
    check('inhouse_bets_amounts', sql`${t.stake} > 0 AND ${t.payout} >= 0`),
  ],
);
