import { and, asc, desc, eq, gt, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { RewardTab } from '@app/contracts';
import type { DbOrTx } from '@/db/client.js';
import { rowMatching } from '@/db/queries.js';
import { memberRewards } from '@/db/schema/index.js';

export type RewardRow = typeof memberRewards.$inferSelect;
export type RewardGrant = Omit<
  typeof memberRewards.$inferInsert,
  'id' | 'claimedAt' | 'transactionId'
>;

/** SQL of the reward centre (db/schema/rewards.ts). */
export function createRewardsRepository(db: DbOrTx) {
  const t = memberRewards;
  const tabWhere = (memberId: number, tab: RewardTab, now: Date): SQL | undefined =>
    tab === 'available'
      ? and(eq(t.memberId, memberId), isNull(t.claimedAt), gt(t.expiresAt, now))
      : and(eq(t.memberId, memberId), or(isNotNull(t.claimedAt), lte(t.expiresAt, now)));

  return {
    /** The new row, or undefined when the member already has this source's key. */
    async insert(grant: RewardGrant): Promise<RewardRow | undefined> {
      const [row] = await db.insert(t).values(grant).onConflictDoNothing().returning();
      return row;
    },

    async byId(memberId: number, id: number, forUpdate = false): Promise<RewardRow | undefined> {
      return rowMatching(db, t, { memberId, id }, forUpdate ? 'update' : undefined);
    },

    async markClaimed(id: number, claimedAt: Date, transactionId: number): Promise<RewardRow> {
      const [row] = await db
        .update(t)
        .set({ claimedAt, transactionId })
        .where(eq(t.id, id))
        .returning();
      if (!row) throw new Error(`reward ${id} vanished while claimed`);
      return row;
    },

    page: (memberId: number, tab: RewardTab, now: Date, offset: number, limit: number) =>
      db
        .select()
        .from(t)
        .where(tabWhere(memberId, tab, now))
        .orderBy(
          ...(tab === 'available'
            ? [asc(t.expiresAt), asc(t.id)]
            : [desc(sql`coalesce(${t.claimedAt}, ${t.expiresAt})`), desc(t.id)]),
        )
        .offset(offset)
        .limit(limit),

    async count(memberId: number, tab: RewardTab, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(t)
        .where(tabWhere(memberId, tab, now));
      return row?.n ?? 0;
    },

    async summary(memberId: number, now: Date) {
      const open = sql`${t.claimedAt} IS NULL AND ${t.expiresAt} > ${now.toISOString()}::timestamptz`;
      const [row] = await db
        .select({
          availableCount: sql<number>`count(*) FILTER (WHERE ${open})::int`,
          availableAmount: sql<string>`coalesce(sum(${t.amount}) FILTER (WHERE ${open}), 0)`,
          claimedAmount: sql<string>`coalesce(sum(${t.amount}) FILTER (WHERE ${t.claimedAt} IS NOT NULL), 0)`,
        })
        .from(t)
        .where(eq(t.memberId, memberId));
      return {
        availableCount: row?.availableCount ?? 0,
        availableAmount: Number(row?.availableAmount ?? 0),
        claimedAmount: Number(row?.claimedAmount ?? 0),
      };
    },
  };
}

export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
