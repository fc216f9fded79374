import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigId, zeroMinor, stampedNow, bigintRef } from './columns.js';
import { memberRef, optionalMemberRef } from './members.js';
import { merchantRef } from './merchants.js';

/**
 * Double-entry wallet ledger in integer minor units. Every movement is one transaction whose
 * postings sum to zero. A member account's balance is the sum of its postings; `balance` is that
 * sum kept in step inside the same database transaction, and its CHECK keeps members from going
 * negative. House accounts (owner null) may go negative: they are where money comes from.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigId(),
    merchantId: merchantRef(),
    memberId: optionalMemberRef('restrict'),
    /** member_cash for a member; for the house: promotions, trial, cashier … */
    kind: text().notNull(),
    currency: text().notNull(),
    balance: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    unique('ledger_accounts_owner').on(t.merchantId, t.memberId, t.kind).nullsNotDistinct(),
    check('member_balance_not_negative', sql`${t.memberId} IS NULL OR ${t.balance} >= 0`),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigId(),
    merchantId: merchantRef(),
    /** The caller's key: the same key twice is one movement, never two. */
    idempotencyKey: text().notNull(),
    kind: text().notNull(),
    memo: text().notNull().default(''),
    createdAt: stampedNow(),
  },
  (t) => [uniqueIndex('ledger_transactions_key').on(t.merchantId, t.idempotencyKey)],
);

/** The ledger transaction that moved a row's money; a transaction with rows is never deleted. */
export const ledgerTransactionRef = () =>
  bigintRef(() => ledgerTransactions.id, 'restrict').notNull();

/** The same, set once the money has moved. */
export const optionalLedgerTransactionRef = () =>
  bigintRef(() => ledgerTransactions.id, 'restrict');

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigId(),
    transactionId: ledgerTransactionRef(),
    accountId: bigintRef(() => ledgerAccounts.id, 'restrict').notNull(),
    /** Signed minor units: positive credits the account. */
    amount: bigint({ mode: 'bigint' }).notNull(),
  },
  (t) => [
    index('ledger_postings_account').on(t.accountId),
    // A transaction's postings: a retried movement's, compared on replay; joins from transactions.
    index('ledger_postings_transaction').on(t.transactionId),
  ],
);

/**
 * A member's lifetime figures on their cash account, kept by the ledger with each posting
 * (ledger.service.ts) so a VIP level reads one row, not the member's whole history: approved
 * deposits, and stakes less refunded stakes (turnover). Sums of postings, as the ledger has them.
 */
export const memberPlayTotals = pgTable('member_play_totals', {
  memberId: memberRef('cascade').primaryKey(),
  deposited: zeroMinor(),
  staked: zeroMinor(),
  updatedAt: stampedNow(),
});
