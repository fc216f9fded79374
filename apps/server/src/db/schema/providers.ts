import type { GameType } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  bigId,
  bigintRef,
  bigNumber,
  flag,
  integerRef,
  oneOf,
  stampedNow,
  timestampTz,
  zeroMinor,
} from './columns.js';
import { gameProviders, games } from './games.js';
import { optionalLedgerTransactionRef } from './ledger.js';
import { memberOwnedRow, memberRef } from './members.js';

const providerRef = () =>
  text()
    .notNull()
    .references(() => gameProviders.code, { onDelete: 'restrict' });

/**
 * One launch of a provider's game: the one-time launch token the game URL carries (its SHA-256)
 * and, once the provider has authenticated it, the game session the provider's debits name.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    ...memberOwnedRow('cascade'),
    providerCode: providerRef(),
    gameId: integerRef(() => games.id, 'cascade').notNull(),
    language: text().notNull(),
    launchHash: text().notNull().unique(),
    launchExpiresAt: timestampTz().notNull(),
    sessionHash: text().unique(),
    sessionExpiresAt: timestampTz(),
    createdAt: stampedNow(),
  },
  (t) => [index('game_sessions_member').on(t.memberId, t.createdAt)],
);

/**
 * A member's round of a provider's game: the stakes its debits took (less those rolled back) and
 * what its credits paid. It settles with the credit that ends it; a settled round with a stake is
 * a valid bet (modules/wallet/valid-bet.ts). Several members share a provider's round id (a table
 * or arena round), so a round is the provider's id and the member.
 */
export const vendorRounds = pgTable(
  'vendor_rounds',
  {
    ...memberOwnedRow('restrict'),
    providerCode: providerRef(),
    /** The catalogue game; null once the game has left the catalogue (the round stays). */
    gameId: integerRef(() => games.id, 'set null'),
    /** Its lobby, which names the ledger kinds of the round's money. */
    gameType: text().$type<GameType>().notNull(),
    roundId: text().notNull(),
    stake: zeroMinor(),
    payout: zeroMinor(),
    status: text().$type<'open' | 'settled' | 'cancelled'>().notNull().default('open'),
    valid: flag(false),
    createdAt: stampedNow(),
    settledAt: timestampTz(),
  },
  (t) => [
    unique('vendor_rounds_round').on(t.providerCode, t.roundId, t.memberId),
    oneOf('vendor_rounds_status', t.status, ['open', 'settled', 'cancelled']),
    check('vendor_rounds_amounts', sql`${t.stake} >= 0 AND ${t.payout} >= 0`),
    index('vendor_rounds_member_time').on(t.memberId, t.createdAt, t.id),
    index('vendor_rounds_member_id').on(t.memberId, t.id),
    index('vendor_rounds_merchant_time').on(t.merchantId, t.createdAt),
    // The reconciliation's rounds still open.
    index('vendor_rounds_open')
      .on(t.providerCode, t.createdAt)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * Each callback that may move money, once per provider transaction id: its kind, what it moved and
 * the balance it answered, so a repeat answers the same. A rollback whose debit has not arrived is
 * kept with no round: that debit is refused when it comes.
 */
export const vendorTransactions = pgTable(
  'vendor_transactions',
  {
    id: bigId(),
    providerCode: providerRef(),
    transactionId: text().notNull(),
    kind: text().$type<'debit' | 'credit' | 'rollback'>().notNull(),
    memberId: memberRef('restrict'),
    roundPk: bigintRef(() => vendorRounds.id, 'restrict'),
    amount: zeroMinor(),
    /** A rollback's debit. */
    refTransactionId: text(),
    /** The call's own fields, to tell a repeat from another call under the same id. */
    fingerprint: text().notNull(),
    ledgerTransactionId: optionalLedgerTransactionRef(),
    balanceAfter: bigNumber().notNull(),
    /** A debit cancelled by a rollback. */
    rolledBack: flag(false),
    createdAt: stampedNow(),
  },
  (t) => [
    uniqueIndex('vendor_transactions_id').on(t.providerCode, t.transactionId),
    index('vendor_transactions_ref')
      .on(t.providerCode, t.refTransactionId)
      .where(sql`${t.refTransactionId} IS NOT NULL`),
    oneOf('vendor_transactions_kind', t.kind, ['debit', 'credit', 'rollback']),
    index('vendor_transactions_round').on(t.roundPk),
  ],
);

export type VendorRoundRow = typeof vendorRounds.$inferSelect;
export type VendorTransactionRow = typeof vendorTransactions.$inferSelect;
