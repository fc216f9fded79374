import type { RebateMarks } from '@app/contracts';
import { and, count, desc, eq, gt, gte, lt, lte, max, or, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { inhouseBets, lotterySuborders, rebateClaims } from '@/db/schema/index.js';
import { countedInhouseBet, countedLotteryBet } from '../wallet/index.js';
import type { TimeRange } from '@/lib/record-range.js';

export type ClaimRow = typeof rebateClaims.$inferSelect;
export type ReportFilter = TimeRange & { memberId: number };
/** Stakes and bets counted in one category's range. */
export type Counted = { turnover: number; bets: number };

const reportWhere = (filter: ReportFilter) =>
  and(
    eq(rebateClaims.memberId, filter.memberId),
    filter.from === undefined ? undefined : gte(rebateClaims.createdAt, filter.from),
    filter.to === undefined ? undefined : lt(rebateClaims.createdAt, filter.to),
  );

const marksOf = (row: ClaimRow): RebateMarks => ({
  inhouse: row.inhouseTo,
  lottery: row.lotteryTo,
});

/** SQL of rebates: the bets they count and the claims; pass a transaction handle to run inside it. */
export function createRebateRepository(db: DbOrTx) {
  return {
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

    /**
     * The highest in-house bet id of the member. Bet rows are inserted under the row lock of the
     * member's cash account (after the stake), which is held to their commit: every lower id of
     * the member is committed already, so this mark never skips a bet still being written.
     */
    async inhouseMark(memberId: number): Promise<number> {
      const [row] = await db
        .select({ id: max(inhouseBets.id) })
        .from(inhouseBets)
        .where(eq(inhouseBets.memberId, memberId));
      return row?.id ?? 0;
    },

    /**
     * The lottery mark: the last bet id below the member's first still-open bet (or the last bet
     * when none is open). Every bet up to it has left `open` for good, so what it counts never
     * changes. Bets are inserted under the cash row's lock like in-house ones (see inhouseMark).
     */
    async lotteryMark(memberId: number): Promise<number> {
      const [row] = await db
        .select({
          last: max(lotterySuborders.id),
          firstOpen: sql<
            string | number | null
          >`min(CASE WHEN ${lotterySuborders.status} = 'open' THEN ${lotterySuborders.id} END)`,
        })
        .from(lotterySuborders)
        .where(eq(lotterySuborders.memberId, memberId));
      if (!row || row.last === null) return 0;
      return row.firstOpen === null ? row.last : Number(row.firstOpen) - 1;
    },

    async inhouseCounted(memberId: number, from: number, to: number): Promise<Counted> {
      const [row] = await db
        .select({ turnover: sum(inhouseBets.stake).mapWith(Number), bets: count() })
        .from(inhouseBets)
        .where(
          and(
            eq(inhouseBets.memberId, memberId),
            gt(inhouseBets.id, from),
            lte(inhouseBets.id, to),
            countedInhouseBet,
          ),
        );
      return { turnover: row?.turnover ?? 0, bets: row?.bets ?? 0 };
    },

    async lotteryCounted(memberId: number, from: number, to: number): Promise<Counted> {
      const [row] = await db
        .select({ turnover: sum(lotterySuborders.stake).mapWith(Number), bets: count() })
        .from(lotterySuborders)
        .where(
          and(
            eq(lotterySuborders.memberId, memberId),
            gt(lotterySuborders.id, from),
            lte(lotterySuborders.id, to),
            // Settled and valid (valid-bet.ts): their stake kept by the house.
            countedLotteryBet,
          ),
        );
      return { turnover: row?.turnover ?? 0, bets: row?.bets ?? 0 };
    },

    /** Lottery bets above the mark that are open or will earn once counted. */
    async lotteryWaiting(memberId: number, above: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(lotterySuborders)
        .where(
          and(
            eq(lotterySuborders.memberId, memberId),
            gt(lotterySuborders.id, above),
            or(eq(lotterySuborders.status, 'open'), countedLotteryBet),
          ),
        );
      return row?.n ?? 0;
    },

    async byKey(memberId: number, idempotencyKey: string): Promise<ClaimRow | undefined> {
      const [row] = await db
        .select()
        .from(rebateClaims)
        .where(
          and(eq(rebateClaims.memberId, memberId), eq(rebateClaims.idempotencyKey, idempotencyKey)),
        );
      return row;
    },

    async insert(values: typeof rebateClaims.$inferInsert): Promise<ClaimRow> {
      const [row] = await db.insert(rebateClaims).values(values).returning();
      if (!row) throw new Error('rebate claim not inserted');
      return row;
    },

    page: (filter: ReportFilter, offset: number, limit: number): Promise<ClaimRow[]> =>
      db
        .select()
        .from(rebateClaims)
        .where(reportWhere(filter))
        .orderBy(desc(rebateClaims.createdAt), desc(rebateClaims.id))
        .limit(limit)
        .offset(offset),

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
