import type { InboxTexts } from '@app/contracts';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from './members.js';
import { merchants } from './merchants.js';

/**
 * Messages of the member inbox (SPEC §7 CSP_getInbox). One row is either for one member
 * (memberId) or for every member of the merchant (memberId null) who had registered when it was
 * sent; a message for all is one row, not one per member. Its title and content are kept per
 * language (TY, EN), and a reader gets their language, else the other one.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    memberId: bigint({ mode: 'number' }).references(() => members.id, { onDelete: 'cascade' }),
    texts: jsonb().$type<InboxTexts>().notNull(),
    /** Who sent it, as the operator names it ("Customer service", "Promotions"…). */
    sender: text().notNull().default(''),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inbox_messages_member').on(t.memberId, t.sentAt),
    index('inbox_messages_merchant_all').on(t.merchantId, t.sentAt),
  ],
);

/** Which messages a member has opened: the read state and the unread count. */
export const inboxReads = pgTable(
  'inbox_reads',
  {
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    messageId: bigint({ mode: 'number' })
      .notNull()
      .references(() => inboxMessages.id, { onDelete: 'cascade' }),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.messageId] })],
);

/** Messages a member deleted from their inbox (a message for all stays for the others). */
export const inboxDeletions = pgTable(
  'inbox_deletions',
  {
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    messageId: bigint({ mode: 'number' })
      .notNull()
      .references(() => inboxMessages.id, { onDelete: 'cascade' }),
    deletedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.messageId] })],
);
