import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client.js';
import { matching } from '@/db/queries.js';
import { announcementReads, announcements, helpEntries, hotMatches } from '@/db/schema/index.js';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type HotMatchRow = typeof hotMatches.$inferSelect;
export type HelpEntryRow = typeof helpEntries.$inferSelect;

export type AnnouncementValues = Omit<typeof announcements.$inferInsert, 'id' | 'createdAt'>;
export type HotMatchValues = Omit<typeof hotMatches.$inferInsert, 'id'>;
export type HelpEntryValues = Omit<typeof helpEntries.$inferInsert, 'id'>;

/** The operator's three lists, by the name of their route. */
export const CONTENT_TABLES = {
  announcements,
  'hot-matches': hotMatches,
  help: helpEntries,
} as const satisfies Record<string, PgTable & { id: unknown; merchantId: unknown }>;

export function createContentRepository(db: DbOrTx) {
  return {
    /** Everything a merchant shows, every language: the content store's snapshot. */
    async loadAll(merchantId: number) {
      const [announcementRows, hotMatchRows, helpRows] = await Promise.all([
        db
          .select()
          .from(announcements)
          .where(eq(announcements.merchantId, merchantId))
          .orderBy(asc(announcements.sortOrder), asc(announcements.id)),
        db
          .select()
          .from(hotMatches)
          .where(eq(hotMatches.merchantId, merchantId))
          .orderBy(asc(hotMatches.sortOrder), asc(hotMatches.matchTime), asc(hotMatches.id)),
        db
          .select()
          .from(helpEntries)
          .where(eq(helpEntries.merchantId, merchantId))
          .orderBy(asc(helpEntries.sortOrder), asc(helpEntries.id)),
      ]);
      return { announcements: announcementRows, hotMatches: hotMatchRows, help: helpRows };
    },

    /** Of `ids`, those the member has opened. */
    async readIds(memberId: number, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: announcementReads.announcementId })
        .from(announcementReads)
        .where(
          and(
            eq(announcementReads.memberId, memberId),
            inArray(announcementReads.announcementId, [...ids]),
          ),
        );
      return new Set(rows.map((row) => row.id));
    },

    async markRead(memberId: number, announcementId: number): Promise<void> {
      await db.insert(announcementReads).values({ memberId, announcementId }).onConflictDoNothing();
    },

    insertAnnouncement: (values: AnnouncementValues) =>
      db.insert(announcements).values(values).returning(),
    replaceAnnouncement: (merchantId: number, id: number, values: AnnouncementValues) =>
      db
        .update(announcements)
        .set(values)
        .where(matching(announcements, { id, merchantId }))
        .returning(),
    insertHotMatch: (values: HotMatchValues) => db.insert(hotMatches).values(values).returning(),
    replaceHotMatch: (merchantId: number, id: number, values: HotMatchValues) =>
      db.update(hotMatches).set(values).where(matching(hotMatches, { id, merchantId })).returning(),
    insertHelpEntry: (values: HelpEntryValues) => db.insert(helpEntries).values(values).returning(),
    replaceHelpEntry: (merchantId: number, id: number, values: HelpEntryValues) =>
      db
        .update(helpEntries)
        .set(values)
        .where(matching(helpEntries, { id, merchantId }))
        .returning(),

    /** Removes one item of a merchant's list; whether there was one. */
    async remove(
      kind: keyof typeof CONTENT_TABLES,
      merchantId: number,
      id: number,
    ): Promise<boolean> {
      const table = CONTENT_TABLES[kind];
      const removed = await db
        .delete(table)
        .where(and(eq(table.id, id), eq(table.merchantId, merchantId)))
        .returning({ id: table.id });
      return removed.length > 0;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
