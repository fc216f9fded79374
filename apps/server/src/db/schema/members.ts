import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { bigId, bigNumber, timestampTz, stampedNow, flag, bigintRef } from './columns.js';
import { merchantRef } from './merchants.js';

/**
 * Players, agents and trial accounts of a merchant. The agent tree is an upline id plus a
 * materialised path ("/1/7/42/") so a downline is one indexed prefix query.
 */
export const members = pgTable(
  'members',
  {
    id: bigId(),
    merchantId: merchantRef(),
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
    payeeNameLocked: flag(false),
    icon: text().notNull().default('avatar-1'),
    type: smallint().notNull().default(0),
    uplineId: bigNumber().references((): AnyPgColumn => members.id),
    path: text().notNull().default('/'),
    /** Agents' invitation code (unique per merchant). */
    affiliateCode: text(),
    toUpline: flag(false),
    firstTimeLogin: flag(true),
    disabled: flag(false),
    registerMethod: text().notNull().default('H5'),
    registerUrl: text().notNull().default(''),
    registerIp: text().notNull().default(''),
    /** Optional registration fields of SPEC §3 that have no column of their own. */
    extra: text().notNull().default('{}'),
    passwordChangedAt: stampedNow(),
    regDate: stampedNow(),
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
    // A team is a path prefix (agent/scope.ts): LIKE 'prefix%' and the team size's range probe
    // need an operator class that compares bytes, whatever the database's collation.
    index('members_path_prefix').on(t.merchantId, t.path.op('text_pattern_ops')),
    // The console's member search (operator/members): each of its alternatives finds its rows by
    // an index, so one search never reads the whole merchant; payee name and registration address
    // serve the duplicate-account hints too.
    index('members_account_key_prefix').on(t.merchantId, t.accountKey.op('text_pattern_ops')),
    index('members_mobile_num').on(t.merchantId, t.mobileNum),
    index('members_full_mobile').on(t.merchantId, sql`(${t.countryDialingCode} || ${t.mobileNum})`),
    index('members_email_lower').on(t.merchantId, sql`lower(${t.email})`),
    index('members_payee_lower').on(t.merchantId, sql`lower(trim(${t.payeeName}))`),
    index('members_register_ip').on(t.merchantId, t.registerIp),
  ],
);

/** The member a row belongs to, whose deletion cascades to it or is refused (`restrict`). */
export const memberRef = (onDelete: 'cascade' | 'restrict') =>
  bigintRef(() => members.id, onDelete).notNull();

/**
 * A member's row: its bigserial id, the merchant (whose deletion cascades to it) and the member
 * (whose deletion cascades to it or is refused: `restrict`).
 */
export const memberOwnedRow = (onDelete: 'cascade' | 'restrict') => ({
  id: bigId(),
  merchantId: merchantRef(),
  memberId: memberRef(onDelete),
});

/** A member or none (a row for every member, a house account). */
export const optionalMemberRef = (onDelete: 'cascade' | 'restrict') =>
  bigintRef(() => members.id, onDelete);

/** Login sessions. Only the SHA-256 of the token is stored; it dies idle, absolutely or revoked. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigId(),
    tokenHash: text().notNull().unique(),
    memberId: memberRef('cascade'),
    merchantId: merchantRef(),
    createdAt: stampedNow(),
    lastSeenAt: stampedNow(),
    expiresAt: timestampTz().notNull(),
    revokedAt: timestampTz(),
    ip: text().notNull().default(''),
    userAgent: text().notNull().default(''),
  },
  (t) => [
    index('sessions_member').on(t.memberId),
    // The console's "same device" hint: other members' sessions from the same address and browser.
    // (with merchant and member, so the hint's join reads the index alone)
    index('sessions_device').on(t.ip, t.userAgent, t.merchantId, t.memberId),
  ],
);

/** Failed logins, for the captcha requirement and per-account throttling. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigId(),
    merchantId: integer().notNull(),
    /** The lower-cased account or the dialing code + mobile number that was tried. */
    subject: text().notNull(),
    ip: text().notNull(),
    at: stampedNow(),
    /** This failure tripped the ceiling and the owner was told (at most one notice a day). */
    noticed: flag(false),
  },
  (t) => [index('login_failures_subject').on(t.merchantId, t.subject, t.at)],
);
