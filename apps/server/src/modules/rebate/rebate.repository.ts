import type { RebateMarks } from '@app/contracts';
import { count, desc, eq, sum } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { memberRecordsWhere, newestFirstPage, rowByMemberKey } from '@/db/queries.js';
import { rebateClaims } from '@/db/schema/index.js';
import { createBetCounts } from '../play-history/index.js';
import type { TimeRange } from '@/lib/record-range.js';

export type ClaimRow = typeof rebateClaims.$inferSelect;
export type ReportFilter = TimeRange & { memberId: number };
export type { Counted } from '../play-history/index.js';

const reportWhere = (filter: ReportFilter) => memberRecordsWhere(rebateClaims, filter);

const marksOf = (row: ClaimRow): RebateMarks => ({
  inhouse: row.inhouseTo,
  lottery: row.lotteryTo,
  vendor: row.vendorTo,
});

/**
 * SQL of rebates: the claims, and the bets they count read through the play history (the bets are
 * the in-house and lottery modules' tables). Pass a transaction handle to run inside it.
 */
export function createRebateRepository(db: DbOrTx) {
  return {
    ...createBetCounts(db),
    /** The member's latest claim and where it ended; before the first, nothing. */
    async last(memberId: number): Promise<{ at: Date; upTo: RebateMarks } | undefined> {
      const [row] = await db
        .select()
        .from(rebateClaims)
        .where(eq(rebateClaims.memberId, memberId))
        .orderBy(desc(rebateClaims.id))
        .limit(1);
      return row && { at: row.createdAt, upTo: marksOf(row) };
    },

    byKey: (memberId: number, idempotencyKey: string): Promise<ClaimRow | undefined> =>
      rowByMemberKey(db, rebateClaims, memberId, idempotencyKey),

    async insert(values: typeof rebateClaims.$inferInsert): Promise<ClaimRow> {
      const [row] = await db.insert(rebateClaims).values(values).returning();
      if (!row) throw new Error('rebate claim not inserted');
      return row;
    },

    page: (filter: ReportFilter, offset: number, limit: number): Promise<ClaimRow[]> =>
      newestFirstPage(
        db.select().from(rebateClaims).where(reportWhere(filter)).$dynamic(),
        rebateClaims,
        offset,
        limit,
      ),

    async totals(filter: ReportFilter): Promise<{ total: number; sum: number }> {
      const [row] = await db
        .select({ n: count(), amount: sum(rebateClaims.amount).mapWith(Number) })
        .from(rebateClaims)
        .where(reportWhere(filter));
      return { total: row?.n ?? 0, sum: row?.amount ?? 0 };
    },
  };
}

export type RebateRepository = ReturnType<typeof createRebateRepository>;
