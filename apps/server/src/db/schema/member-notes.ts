import type { MemberNoteKind } from '@app/contracts';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { oneOf, stampedNow } from './columns.js';
import { memberOwnedRow } from './members.js';
import { operators } from './operators.js';

/**
 * What the staff wrote about a member (operator/members): a note, or the reason of a lock or an
 * unlock, written in the same transaction as the lock itself. Never changed once written; the
 * latest lock line is the reason a locked member is locked.
 */
export const memberNotes = pgTable(
  'member_notes',
  {
    ...memberOwnedRow('cascade'),
    kind: text().$type<MemberNoteKind>().notNull(),
    body: text().notNull(),
    /** The operator's username (or the bootstrap token's name). */
    author: text().notNull(),
    authorId: integer().references(() => operators.id, { onDelete: 'set null' }),
    createdAt: stampedNow(),
  },
  (t) => [
    index('member_notes_member').on(t.memberId, t.id),
    oneOf('member_notes_kind_check', t.kind, ['note', 'lock', 'unlock']),
  ],
);
