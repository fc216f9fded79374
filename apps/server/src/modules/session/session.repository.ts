import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { isLiveSession } from '@/db/queries.js';
import { members, merchants, sessions } from '@/db/schema/index.js';

export function createSessionRepository(db: DbOrTx) {
  return {
    async insert(row: typeof sessions.$inferInsert): Promise<number> {
      const [created] = await db.insert(sessions).values(row).returning({ id: sessions.id });
      if (!created) throw new Error('session not created');
      return created.id;
    },

    /** A live session with its member and merchant code, or undefined. */
    async findLive(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          lastSeenAt: sessions.lastSeenAt,
          memberId: members.id,
          account: members.account,
          type: members.type,
          disabled: members.disabled,
          merchantId: sessions.merchantId,
          merchantCode: merchants.code,
        })
        .from(sessions)
        .innerJoin(members, eq(members.id, sessions.memberId))
        .innerJoin(merchants, eq(merchants.id, sessions.merchantId))
        .where(and(eq(sessions.tokenHash, tokenHash), isLiveSession(sessions, now)));
      return row;
    },

    async touch(sessionId: number, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
    },

    async revoke(sessionId: number, now: Date): Promise<void> {
      await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
    },

    /** Revokes every live session of a member except `keepSessionId` (none kept when omitted). */
    async revokeAllOf(memberId: number, now: Date, keepSessionId?: number): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.memberId, memberId),
            isNull(sessions.revokedAt),
            keepSessionId === undefined ? sql`true` : ne(sessions.id, keepSessionId),
          ),
        );
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
