import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigId, oneOf, stampedNow, timestampTz } from './columns.js';
import { memberRef } from './members.js';
import { merchantRef } from './merchants.js';
import { operators } from './operators.js';

/** One message of a member's live-chat thread: the member's, or a staff member's answer. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigId(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    author: text().$type<'member' | 'staff'>().notNull(),
    /** The staff member who answered (null for the member's own). */
    operatorId: integer().references(() => operators.id, { onDelete: 'set null' }),
    body: text().notNull(),
    /** The sender's retry key: the same key sends the message once. */
    key: text().notNull(),
    sentAt: stampedNow(),
  },
  (t) => [
    oneOf('chat_messages_author', t.author, ['member', 'staff']),
    uniqueIndex('chat_messages_key').on(t.memberId, t.author, t.key),
    index('chat_messages_thread').on(t.memberId, t.id),
  ],
);

/**
 * A member's thread: its last message and what each side has not read, kept with every message
 * so the desk's list and the member's dot are one row each.
 */
export const chatThreads = pgTable(
  'chat_threads',
  {
    memberId: memberRef('cascade').primaryKey(),
    merchantId: merchantRef(),
    lastMessageId: bigint({ mode: 'number' }).notNull(),
    lastAt: timestampTz().notNull(),
    /** Staff messages the member has not seen. */
    memberUnread: integer().notNull().default(0),
    /** Member messages no staff has read. */
    staffUnread: integer().notNull().default(0),
  },
  (t) => [index('chat_threads_desk').on(t.merchantId, t.lastAt)],
);
