import { and, asc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { depositRequests } from '@/db/schema/index.js';

/**
 * What other modules may ask of a member's deposits (promotions: a first-deposit bonus), read
 * here so that only the deposit module reads its tables. Pass a transaction to read inside it.
 */
export function createDepositHistory(db: DbOrTx) {
  /** Whether the member has a request of `status` matching `when`. */
  async function hasRequest(memberId: number, status: 'approved' | 'pending', when: SQL) {
    const [row] = await db
      .select({ id: depositRequests.id })
      .from(depositRequests)
      .where(and(eq(depositRequests.memberId, memberId), eq(depositRequests.status, status), when))
      .limit(1);
    return row !== undefined;
  }

  return {
    /** The member's first approved deposit requested at or after `since`. */
    async firstApprovedSince(memberId: number, since: Date) {
      const [row] = await db
        .select({ id: depositRequests.id, credit: depositRequests.credit })
        .from(depositRequests)
        .where(
          and(
            eq(depositRequests.memberId, memberId),
            eq(depositRequests.status, 'approved'),
            gte(depositRequests.createdAt, since),
          ),
        )
        .orderBy(asc(depositRequests.decidedAt), asc(depositRequests.id))
        .limit(1);
      return row;
    },

    /**
     * Whether the member had an approved deposit requested before `at` (joining): then no later
     * deposit is their first, and a first-deposit bonus is not theirs.
     */
    approvedBefore: (memberId: number, at: Date): Promise<boolean> =>
      hasRequest(memberId, 'approved', lt(depositRequests.createdAt, at)),

    pendingSince: (memberId: number, since: Date): Promise<boolean> =>
      hasRequest(memberId, 'pending', gte(depositRequests.createdAt, since)),
  };
}

export type DepositHistory = ReturnType<typeof createDepositHistory>;
