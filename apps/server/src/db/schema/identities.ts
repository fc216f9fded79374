import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { stampedNow, timestampTz } from './columns.js';
import { memberRef } from './members.js';
import { merchantRef } from './merchants.js';

/**
 * A member's sign-in through an outside identity: a Firebase user (Google or Facebook), by its
 * uid in the merchant's Firebase project. One identity names one member of the merchant.
 */
export const memberIdentities = pgTable(
  'member_identities',
  {
    merchantId: merchantRef(),
    /** Who vouches for the identity: 'firebase'. */
    issuer: text().notNull(),
    /** The identity at its issuer (a Firebase uid). */
    subject: text().notNull(),
    memberId: memberRef('cascade'),
    /** How the identity signed in at its issuer the first time ('google.com', 'facebook.com'). */
    signInProvider: text().notNull(),
    createdAt: stampedNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.issuer, t.subject] }),
    index('member_identities_member').on(t.memberId),
  ],
);

/**
 * ID tokens that signed someone in or registered them, kept until they expire: an ID token counts
 * once, so one copied from a phone cannot sign in again after its owner logs out.
 */
export const spentIdTokens = pgTable('spent_id_tokens', {
  /** SHA-256 of the token (hex, lib/tokens hashToken): the token is a credential until it expires. */
  tokenHash: text().primaryKey(),
  expiresAt: timestampTz().notNull(),
});
