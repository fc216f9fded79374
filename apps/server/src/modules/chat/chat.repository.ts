import type { ChatAuthor, ChatMessage, ChatThread } from '@app/contracts';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client.js';
import { chatMessages, chatThreads, members } from '@/db/schema/index.js';
import { AppError } from '@/lib/app-error.js';

/** Who wrote a new message, and under which retry key. */
export type NewChatMessage = {
  merchantId: number;
  memberId: number;
  author: ChatAuthor;
  operatorId: number | null;
  body: string;
  key: string;
};

const messageColumns = {
  id: chatMessages.id,
  author: chatMessages.author,
  body: chatMessages.body,
  sentAt: chatMessages.sentAt,
};
const asMessage = (row: { id: number; author: ChatAuthor; body: string; sentAt: Date }) =>
  ({ ...row, sentAt: row.sentAt.getTime() }) satisfies ChatMessage;

/** Live-chat threads: messages, and per member the thread row both sides' counts are kept in. */
export function createChatRepository(db: Db) {
  return {
    /**
     * Adds a message and moves its thread on, in one transaction: the other side's unread count
     * grows, the writer's own becomes 0 (answering reads). The same key again answers the
     * message it sent, changing nothing. With `limit`, a new message beyond `max` sent since
     * `since` is refused: the member's row is locked first, so sends at once count one by one.
     */
    async add(message: NewChatMessage, limit?: { since: Date; max: number }): Promise<ChatMessage> {
      return db.transaction(async (tx) => {
        if (limit) {
          await tx
            .select({ id: members.id })
            .from(members)
            .where(eq(members.id, message.memberId))
            .for('update');
        }
        const [added] = await tx
          .insert(chatMessages)
          .values(message)
          .onConflictDoNothing()
          .returning(messageColumns);
        if (!added) {
          const earlier = await sent(tx, message);
          // The same key for another message is a client's mistake, not a retry.
          if (earlier.body !== message.body) throw new AppError('idempotency.conflict');
          return asMessage(earlier);
        }
        if (limit && (await sentSince(tx, message.memberId, limit.since)) > limit.max) {
          throw new AppError('too.many.requests');
        }
        const fromMember = message.author === 'member';
        await tx
          .insert(chatThreads)
          .values({
            memberId: message.memberId,
            merchantId: message.merchantId,
            lastMessageId: added.id,
            lastAt: added.sentAt,
            memberUnread: fromMember ? 0 : 1,
            staffUnread: fromMember ? 1 : 0,
          })
          .onConflictDoUpdate({
            target: chatThreads.memberId,
            set: {
              lastMessageId: added.id,
              lastAt: added.sentAt,
              memberUnread: fromMember ? 0 : sql`${chatThreads.memberUnread} + 1`,
              staffUnread: fromMember ? sql`${chatThreads.staffUnread} + 1` : 0,
            },
          });
        return asMessage(added);
      });
    },

    /** A page of a member's thread, oldest first: the latest `size`, or those before `before`. */
    async page(memberId: number, size: number, before?: number) {
      const rows = await db
        .select(messageColumns)
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.memberId, memberId),
            before === undefined ? undefined : lt(chatMessages.id, before),
          ),
        )
        .orderBy(desc(chatMessages.id))
        .limit(size + 1);
      return {
        messages: rows.slice(0, size).reverse().map(asMessage),
        hasMore: rows.length > size,
      };
    },

    /** Staff messages the member has not seen (0 without a thread). */
    async memberUnread(memberId: number): Promise<number> {
      const [row] = await db
        .select({ unread: chatThreads.memberUnread })
        .from(chatThreads)
        .where(eq(chatThreads.memberId, memberId));
      return row?.unread ?? 0;
    },

    /** One side has read the thread. */
    async markRead(memberId: number, side: ChatAuthor): Promise<void> {
      await db
        .update(chatThreads)
        .set(side === 'member' ? { memberUnread: 0 } : { staffUnread: 0 })
        .where(
          and(
            eq(chatThreads.memberId, memberId),
            gt(side === 'member' ? chatThreads.memberUnread : chatThreads.staffUnread, 0),
          ),
        );
    },

    /** The merchant's threads for the desk, latest activity first (`before`: the next page). */
    async threads(
      merchantId: number,
      { waiting, before, size }: { waiting: boolean; before?: Date; size: number },
    ): Promise<{ threads: ChatThread[]; hasMore: boolean }> {
      const rows = await db
        .select({
          memberId: chatThreads.memberId,
          account: members.account,
          nickname: members.nickname,
          lastBody: chatMessages.body,
          lastAuthor: chatMessages.author,
          lastAt: chatThreads.lastAt,
          unread: chatThreads.staffUnread,
        })
        .from(chatThreads)
        .innerJoin(members, eq(members.id, chatThreads.memberId))
        .innerJoin(chatMessages, eq(chatMessages.id, chatThreads.lastMessageId))
        .where(
          and(
            eq(chatThreads.merchantId, merchantId),
            before === undefined ? undefined : lt(chatThreads.lastAt, before),
            waiting ? eq(chatMessages.author, 'member') : undefined,
          ),
        )
        .orderBy(desc(chatThreads.lastAt))
        .limit(size + 1);
      return {
        threads: rows.slice(0, size).map((row) => ({ ...row, lastAt: row.lastAt.getTime() })),
        hasMore: rows.length > size,
      };
    },
  };

  /** Messages the member sent since `since` (the flood limit). */
  async function sentSince(tx: DbOrTx, memberId: number, since: Date): Promise<number> {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.memberId, memberId),
          eq(chatMessages.author, 'member'),
          gt(chatMessages.sentAt, since),
        ),
      );
    return row?.count ?? 0;
  }

  /** The message a key already sent (a retry). */
  async function sent(tx: DbOrTx, { memberId, author, key }: NewChatMessage) {
    const [row] = await tx
      .select(messageColumns)
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.memberId, memberId),
          eq(chatMessages.author, author),
          eq(chatMessages.key, key),
        ),
      );
    if (!row) throw new Error('chat: a message key conflicted but holds no message');
    return row;
  }
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
