import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Numeric image captchas: bound to the client's captcha cookie, single use, short-lived. */
export const captchas = pgTable('captchas', {
  id: uuid().primaryKey(),
  codeHash: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
});

/** SMS codes (6 digits from a CSPRNG), stored hashed; single use, a few tries, expiring. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    merchantId: integer().notNull(),
    /** register | noLogin */
    purpose: text().notNull(),
    countryDialingCode: text().notNull(),
    mobileNum: text().notNull(),
    codeHash: text().notNull(),
    attempts: smallint().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    /** The IP that asked for the code (the hourly limit per number and IP). */
    requestIp: text().notNull().default(''),
  },
  (t) => [index('sms_codes_number').on(t.merchantId, t.countryDialingCode, t.mobileNum)],
);

/** Password-reset links sent by e-mail: the token's hash, single use, expiring. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text().primaryKey(),
  memberId: bigint({ mode: 'number' }).notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
});

/** Messages the SMS and e-mail providers would send when none is configured (and a copy always). */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    channel: text().notNull(),
    recipient: text().notNull(),
    subject: text().notNull().default(''),
    body: text().notNull(),
    /** logged | sent | failed */
    status: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_recipient').on(t.recipient, t.createdAt)],
);

/** The server's X25519 keys for sealed bodies, shared by every instance. */
export const sealingKeys = pgTable('sealing_keys', {
  kid: text().primaryKey(),
  secretKey: text().notNull(),
  publicKey: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Nonces of sealed bodies already opened, kept until their timestamp window has passed. */
export const usedNonces = pgTable('used_nonces', {
  nonce: text().primaryKey(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
