import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants.js';

/**
 * Players, agents and trial accounts of a merchant. The agent tree is an upline id plus a
 * materialised path ("/1/7/42/") so a downline is one indexed prefix query.
 */
export const members = pgTable(
  'members',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** As typed at registration; uniqueness is case-insensitive (accountKey). */
    account: text().notNull(),
    accountKey: text().notNull(),
    nickname: text().notNull().default(''),
    passwordHash: text().notNull(),
    paymentPasswordHash: text(),
    countryDialingCode: text().notNull().default(''),
    mobileNum: text().notNull().default(''),
    email: text().notNull().default(''),
    payeeName: text().notNull().default(''),
    /**
     * Set when the first bank card is bound, never cleared: withdrawals go to accounts in the
     * payee name, so removing every card does not free it (only support may change it then).
     */
    payeeNameLocked: boolean().notNull().default(false),
    icon: text().notNull().default('avatar-1'),
    type: smallint().notNull().default(0),
    uplineId: bigint({ mode: 'number' }).references((): AnyPgColumn => members.id),
    path: text().notNull().default('/'),
    /** Agents' invitation code (unique per merchant). */
    affiliateCode: text(),
    toUpline: boolean().notNull().default(false),
    firstTimeLogin: boolean().notNull().default(true),
    disabled: boolean().notNull().default(false),
    registerMethod: text().notNull().default('H5'),
    registerUrl: text().notNull().default(''),
    registerIp: text().notNull().default(''),
    /** Optional registration fields of SPEC §3 that have no column of their own. */
    extra: text().notNull().default('{}'),
    passwordChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    regDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_account_key').on(t.merchantId, t.accountKey),
    uniqueIndex('members_mobile')
      .on(t.merchantId, t.countryDialingCode, t.mobileNum)
      .where(sql`${t.mobileNum} <> ''`),
    uniqueIndex('members_affiliate_code')
      .on(t.merchantId, t.affiliateCode)
      .where(sql`${t.affiliateCode} IS NOT NULL`),
    index('members_path').on(t.merchantId, t.path),
  ],
);

/** Login sessions. Only the SHA-256 of the token is stored; it dies idle, absolutely or revoked. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    tokenHash: text().notNull().unique(),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    ip: text().notNull().default(''),
    userAgent: text().notNull().default(''),
  },
  (t) => [index('sessions_member').on(t.memberId)],
);

/** Failed logins, for the captcha requirement and per-account throttling. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    merchantId: integer().notNull(),
    /** The lower-cased account or the dialing code + mobile number that was tried. */
    subject: text().notNull(),
    ip: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** This failure tripped the ceiling and the owner was told (at most one notice a day). */
    noticed: boolean().notNull().default(false),
  },
  (t) => [index('login_failures_subject').on(t.merchantId, t.subject, t.at)],
);
