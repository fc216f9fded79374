import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { bigId, bigNumber, timestampTz, stampedNow, expiringOnce } from './columns.js';

/** Numeric image captchas: bound to the client's captcha cookie, single use, short-lived. */
export const captchas = pgTable('captchas', {
  id: uuid().primaryKey(),
  codeHash: text().notNull(),
  ...expiringOnce(),
});

/** SMS codes (6 digits from a CSPRNG), stored hashed; single use, a few tries, expiring. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigId(),
    merchantId: integer().notNull(),
    /** register | noLogin */
    purpose: text().notNull(),
    countryDialingCode: text().notNull(),
    mobileNum: text().notNull(),
    codeHash: text().notNull(),
    attempts: smallint().notNull().default(0),
    createdAt: stampedNow(),
    ...expiringOnce(),
    /** The IP that asked for the code (the hourly limit per number and IP). */
    requestIp: text().notNull().default(''),
  },
  (t) => [index('sms_codes_number').on(t.merchantId, t.countryDialingCode, t.mobileNum)],
);

/** Password-reset links sent by e-mail: the token's hash, single use, expiring. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text().primaryKey(),
  memberId: bigNumber().notNull(),
  ...expiringOnce(),
});

/** Messages the SMS and e-mail providers would send when none is configured (and a copy always). */
export const outbox = pgTable(
  'outbox',
  {
    id: bigId(),
    channel: text().notNull(),
    recipient: text().notNull(),
    subject: text().notNull().default(''),
    body: text().notNull(),
    /** logged | sent | failed | retrying (the provider failed; sent again at next_attempt_at) */
    status: text().notNull(),
    createdAt: stampedNow(),
    /** Deliveries tried so far. */
    attempts: integer().notNull().default(1),
    /** When a retrying message is tried again (a claimed one: when its claim lapses). */
    nextAttemptAt: timestampTz(),
  },
  (t) => [
    index('outbox_recipient').on(t.recipient, t.createdAt),
    // The retrier's due messages, and the metrics' count of those still to go and given up.
    index('outbox_undelivered')
      .on(t.status, t.nextAttemptAt)
      .where(sql`${t.status} IN ('retrying', 'failed')`),
  ],
);

/** The server's X25519 keys for sealed bodies, shared by every instance. */
export const sealingKeys = pgTable('sealing_keys', {
  kid: text().primaryKey(),
  secretKey: text().notNull(),
  publicKey: text().notNull(),
  createdAt: stampedNow(),
});

/** Nonces of sealed bodies already opened, kept until their timestamp window has passed. */
export const usedNonces = pgTable('used_nonces', {
  nonce: text().primaryKey(),
  expiresAt: timestampTz().notNull(),
});
