import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { bigId, timestampTz, stampedNow } from './columns.js';
import { memberRef } from './members.js';
import { merchantRef } from './merchants.js';

/**
 * A member's referral code (contracts/referral.ts), made the first time the member asks for it:
 * random characters of REFERRAL_CODE_ALPHABET, unique per merchant. Stored rather than derived
 * from the member id, so a code tells nothing about the id (how many members a site has, who
 * registered next) and cannot be walked; it never changes once made.
 */
export const referralCodes = pgTable(
  'referral_codes',
  {
    memberId: memberRef('cascade').primaryKey(),
    merchantId: merchantRef(),
    code: text().notNull(),
    createdAt: stampedNow(),
  },
  (t) => [unique('referral_codes_code').on(t.merchantId, t.code)],
);

/**
 * Who invited whom: written with the invitee's account, in the registration's transaction. A
 * member is invited at most once (invitee unique); the reward for it is a member_rewards row of
 * the inviter (source REFERRAL, key = invitee id).
 */
export const referrals = pgTable(
  'referrals',
  {
    id: bigId(),
    merchantId: merchantRef(),
    inviterId: memberRef('restrict'),
    inviteeId: memberRef('cascade'),
    createdAt: stampedNow(),
    /**
     * When the friend's first deposit was approved (set once, by the deposit's approval): only
     * that one can reward the inviter. The referral module's own record of it, so it never reads
     * the deposit tables.
     */
    firstDepositAt: timestampTz(),
  },
  (t) => [
    unique('referrals_invitee').on(t.inviteeId),
    index('referrals_inviter').on(t.inviterId, t.createdAt),
    check('referrals_not_self', sql`${t.inviterId} <> ${t.inviteeId}`),
  ],
);
