import { asc } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { matching } from '@/db/queries.js';
import { memberRewards, merchants } from '@/db/schema/index.js';
import { createWeeklyTurnover } from '../play-history/index.js';

export type { Standing, WeekRange } from '../play-history/index.js';

/**
 * SQL of the leaderboard: the week's settled state, and stakes of a week per member read through
 * the play history (the bets are the in-house and lottery modules' tables).
 */
export function createLeaderboardRepository(db: DbOrTx) {
  return {
    ...createWeeklyTurnover(db),
    /** Whether the week's prizes were granted already (any LEADERBOARD reward of the week). */
    async hasGrants(merchantId: number, weekKey: string): Promise<boolean> {
      const [row] = await db
        .select({ id: memberRewards.id })
        .from(memberRewards)
        .where(matching(memberRewards, { merchantId, source: 'LEADERBOARD', sourceKey: weekKey }))
        .limit(1);
      return row !== undefined;
    },

    async merchantIds(): Promise<number[]> {
      const rows = await db.select({ id: merchants.id }).from(merchants).orderBy(asc(merchants.id));
      return rows.map((row) => row.id);
    },
  };
}

export type LeaderboardRepository = ReturnType<typeof createLeaderboardRepository>;
