import type { FeedbackImageType, Language } from '@app/contracts';
import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { stampedNow, bigintRef } from './columns.js';
import { memberOwnedRow } from './members.js';

/** PostgreSQL bytea: node-postgres reads a Buffer, PGlite a Uint8Array; both come back a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** What members wrote through /m/feedback (SPEC §1 "send feedback", §7 PUT /wps/feedback). */
export const feedback = pgTable(
  'feedback',
  {
    ...memberOwnedRow('cascade'),
    content: text().notNull(),
    /** The language the member wrote in (the request's). */
    language: text().$type<Language>().notNull(),
    createdAt: stampedNow(),
  },
  (t) => [
    index('feedback_merchant_created').on(t.merchantId, t.createdAt),
    index('feedback_member_created').on(t.memberId, t.createdAt),
  ],
);

/** A feedback's images (1 to 3), by position; the type is the one its first bytes show. */
export const feedbackImages = pgTable(
  'feedback_images',
  {
    feedbackId: bigintRef(() => feedback.id, 'cascade').notNull(),
    /** 1-based position, as sent. */
    n: smallint().notNull(),
    mimeType: text().$type<FeedbackImageType>().notNull(),
    byteSize: integer().notNull(),
    /** Hex SHA-256 of the bytes. */
    sha256: text().notNull(),
    bytes: bytea().notNull(),
  },
  (t) => [primaryKey({ columns: [t.feedbackId, t.n] })],
);
