import type { InboxTexts } from '@app/contracts';
import { and, desc, eq, gte, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { deleteMatching } from '@/db/queries.js';
import { inboxDeletions, inboxMessages, inboxReads, members } from '@/db/schema/index.js';

/** Whose inbox: the signed-in member and their merchant. */
export type Reader = { memberId: number; merchantId: number };

export type InboxRow = {
  id: number;
  texts: InboxTexts;
  sender: string;
  sentAt: Date;
  read: boolean;
};

/**
 * The messages a member sees: their own, and the merchant's messages for all sent since they
 * registered; less those they deleted. The one place that says who may see a message.
 */
function visibleTo({ memberId, merchantId }: Reader): SQL {
  const registered = sql`(select ${members.regDate} from ${members} where ${members.id} = ${memberId})`;
  return (
    and(
      or(
        eq(inboxMessages.memberId, memberId),
        and(
          isNull(inboxMessages.memberId),
          eq(inboxMessages.merchantId, merchantId),
          gte(inboxMessages.sentAt, registered),
        ),
      ),
      notExists(
        sql`(select 1 from ${inboxDeletions} where ${inboxDeletions.memberId} = ${memberId} and ${inboxDeletions.messageId} = ${inboxMessages.id})`,
      ),
    ) ?? sql`false`
  );
}

/** The reader's read row of each message, joined on. */
const readJoin = (memberId: number) =>
  and(eq(inboxReads.messageId, inboxMessages.id), eq(inboxReads.memberId, memberId));

const rowFields = {
  id: inboxMessages.id,
  texts: inboxMessages.texts,
  sender: inboxMessages.sender,
  sentAt: inboxMessages.sentAt,
  read: sql<boolean>`${inboxReads.memberId} is not null`,
};

export function createInboxRepository(db: DbOrTx) {
  return {
    /** One page, newest first. */
    page: (reader: Reader, offset: number, limit: number): Promise<InboxRow[]> =>
      db
        .select(rowFields)
        .from(inboxMessages)
        .leftJoin(inboxReads, readJoin(reader.memberId))
        .where(visibleTo(reader))
        .orderBy(desc(inboxMessages.sentAt), desc(inboxMessages.id))
        .limit(limit)
        .offset(offset),

    /** How many messages the reader has, and how many of them are unopened. */
    async counts(reader: Reader): Promise<{ total: number; unread: number }> {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          unread: sql<number>`(count(*) filter (where ${inboxReads.memberId} is null))::int`,
        })
        .from(inboxMessages)
        .leftJoin(inboxReads, readJoin(reader.memberId))
        .where(visibleTo(reader));
      return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
    },

    /** The message if the reader may see it; another member's is as absent as a missing one. */
    async find(reader: Reader, id: number): Promise<InboxRow | undefined> {
      const [row] = await db
        .select(rowFields)
        .from(inboxMessages)
        .leftJoin(inboxReads, readJoin(reader.memberId))
        .where(and(eq(inboxMessages.id, id), visibleTo(reader)));
      return row;
    },

    async markRead(memberId: number, messageId: number): Promise<void> {
      await db.insert(inboxReads).values({ memberId, messageId }).onConflictDoNothing();
    },

    /** Marks every visible unread message read; answers how many there were. */
    async markAllRead(reader: Reader): Promise<number> {
      const unread = await db
        .select({ id: inboxMessages.id })
        .from(inboxMessages)
        .leftJoin(inboxReads, readJoin(reader.memberId))
        .where(and(visibleTo(reader), isNull(inboxReads.memberId)));
      if (unread.length === 0) return 0;
      const inserted = await db
        .insert(inboxReads)
        .values(unread.map(({ id }) => ({ memberId: reader.memberId, messageId: id })))
        .onConflictDoNothing()
        .returning({ id: inboxReads.messageId });
      return inserted.length;
    },

    async markDeleted(memberId: number, messageId: number): Promise<void> {
      await db.insert(inboxDeletions).values({ memberId, messageId }).onConflictDoNothing();
    },

    // The operator's side.

    insert: (values: typeof inboxMessages.$inferInsert) =>
      db.insert(inboxMessages).values(values).returning(),

    /**
     * Messages to members in one statement (a draw's win notices), in the order given: the rows
     * go as one JSON parameter, not four parameters a row.
     */
    async insertMany(
      rows: { merchantId: number; memberId: number; sender: string; texts: InboxTexts }[],
    ): Promise<void> {
      if (rows.length === 0) return;
      const json = JSON.stringify(
        rows.map((row, n) => ({
          n,
          a: row.merchantId,
          m: row.memberId,
          s: row.sender,
          t: row.texts,
        })),
      );
      await db.execute(sql`
        INSERT INTO inbox_messages (merchant_id, member_id, sender, texts)
        SELECT a, m, s, t FROM json_to_recordset(${json}::json) AS v(n int, a int, m bigint, s text, t jsonb)
        ORDER BY n`);
    },

    /** The merchant's sent messages, newest first, with their recipients and read counts. */
    sent: (merchantId: number, limit: number) =>
      db
        .select({
          id: inboxMessages.id,
          account: members.account,
          sender: inboxMessages.sender,
          texts: inboxMessages.texts,
          sentAt: inboxMessages.sentAt,
          reads: sql<number>`(select count(*)::int from ${inboxReads} where ${inboxReads.messageId} = ${inboxMessages.id})`,
        })
        .from(inboxMessages)
        .leftJoin(members, eq(members.id, inboxMessages.memberId))
        .where(eq(inboxMessages.merchantId, merchantId))
        .orderBy(desc(inboxMessages.sentAt), desc(inboxMessages.id))
        .limit(limit),

    remove: (merchantId: number, id: number): Promise<boolean> =>
      deleteMatching(db, inboxMessages, { id, merchantId }),

    async memberByAccount(merchantId: number, accountKey: string) {
      const [row] = await db
        .select({ id: members.id, account: members.account })
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.accountKey, accountKey)));
      return row;
    },
  };
}

export type InboxRepository = ReturnType<typeof createInboxRepository>;
