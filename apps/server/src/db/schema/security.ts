import { index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigId, timestampTz, stampedNow, flag } from './columns.js';
import { memberRef } from './members.js';

/**
 * Banks and e-wallets a member may bind (seeded with the Philippines' in migration 0011): the
 * digits an account number has, and the start e-wallet numbers (mobile numbers) share.
 */
export const banks = pgTable('banks', {
  code: text().primaryKey(),
  name: text().notNull(),
  /** BANK | EWALLET */
  kind: text().notNull(),
  minDigits: smallint().notNull(),
  maxDigits: smallint().notNull(),
  prefix: text().notNull().default(''),
  enabled: flag(true),
  sort: smallint().notNull().default(0),
});

/** A member's bound bank accounts and e-wallets, where withdrawals may go. */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: bigId(),
    memberId: memberRef('cascade'),
    bankCode: text()
      .notNull()
      .references(() => banks.code),
    accountName: text().notNull(),
    accountNumber: text().notNull(),
    createdAt: stampedNow(),
  },
  (t) => [
    uniqueIndex('bank_cards_member_account').on(t.memberId, t.bankCode, t.accountNumber),
    index('bank_cards_member').on(t.memberId),
  ],
);

/**
 * Wrong payment passwords in a row per member; from the last allowed one the password is locked
 * until `lockedUntil`. A right one starts the count again. `pending`: guesses being checked now
 * (reserved at `pendingAt`; stale after a minute), so wrong guesses sent together get no more
 * tries than `failures` + `pending` allows, and right ones count as nothing.
 */
export const paymentPasswordGuards = pgTable('payment_password_guards', {
  memberId: memberRef('cascade').primaryKey(),
  failures: smallint().notNull().default(0),
  lockedUntil: timestampTz(),
  pending: smallint().notNull().default(0),
  pendingAt: timestampTz(),
});
