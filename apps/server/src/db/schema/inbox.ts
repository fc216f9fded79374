import type { InboxTexts } from '@app/contracts';
import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bigId, stampedNow, bigintRef } from './columns.js';
import { memberRef, optionalMemberRef } from './members.js';
import { merchantRef } from './merchants.js';

/**
 * Messages of the member inbox (SPEC §7 CSP_getInbox). One row is either for one member
 * (memberId) or for every member of the merchant (memberId null) who had registered when it was
 * sent; a message for all is one row, not one per member. Its title and content are kept per
 * language (TY, EN), and a reader gets their language, else the other one.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigId(),
    merchantId: merchantRef(),
    memberId: optionalMemberRef('cascade'),
    texts: jsonb().$type<InboxTexts>().notNull(),
    /** Who sent it, as the operator names it ("Customer service", "Promotions"…). */
    sender: text().notNull().default(''),
    sentAt: stampedNow(),
  },
  (t) => [
    index('inbox_messages_member').on(t.memberId, t.sentAt),
    index('inbox_messages_merchant_all').on(t.merchantId, t.sentAt),
  ],
);

/** A member's mark on a message (read, deleted): one row per member and message. */
const messageMark = () => ({
  memberId: memberRef('cascade'),
  messageId: bigintRef(() => inboxMessages.id, 'cascade').notNull(),
});

/** Which messages a member has opened: the read state and the unread count. */
export const inboxReads = pgTable(
  'inbox_reads',
  { ...messageMark(), readAt: stampedNow() },
  (t) => [primaryKey({ columns: [t.memberId, t.messageId] })],
);

/** Messages a member deleted from their inbox (a message for all stays for the others). */
export const inboxDeletions = pgTable(
  'inbox_deletions',
  { ...messageMark(), deletedAt: stampedNow() },
  (t) => [primaryKey({ columns: [t.memberId, t.messageId] })],
);
