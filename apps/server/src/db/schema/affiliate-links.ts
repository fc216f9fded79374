import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigId, bigintRef, stampedNow, timestampTz } from './columns.js';
import { memberRef } from './members.js';
import { merchantRef } from './merchants.js';

/**
 * An agent's affiliate links (contracts/affiliate-links.ts). Deleting one sets `deletedAt`: the
 * row stays, so the register screen can say the link was deleted and the agent keeps the list of
 * whom it brought. The code is unique per merchant whatever its case.
 */
export const affiliateLinks = pgTable(
  'affiliate_links',
  {
    id: bigId(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    code: text().notNull(),
    channel: text().notNull(),
    /** The account type a registration through it gets. */
    type: smallint().notNull(),
    createdAt: stampedNow(),
    /** Null: forever. */
    expiresAt: timestampTz(),
    deletedAt: timestampTz(),
  },
  (t) => [
    uniqueIndex('affiliate_links_code').on(t.merchantId, sql`upper(${t.code})`),
    index('affiliate_links_member').on(t.memberId, t.createdAt),
  ],
);

/** Which link brought a member: written with the account, in the registration's transaction. */
export const affiliateRegistrations = pgTable(
  'affiliate_registrations',
  {
    memberId: memberRef('cascade').primaryKey(),
    linkId: bigintRef(() => affiliateLinks.id, 'cascade').notNull(),
    createdAt: stampedNow(),
  },
  (t) => [index('affiliate_registrations_link').on(t.linkId, t.createdAt)],
);
