import { and, count, eq, gt, lte, max, or, sql, sum, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client.js';
import { inhouseBets, lotterySuborders, vendorRounds } from '@/db/schema/index.js';
import { countedInhouseBet, countedLotteryBet, countedVendorRound } from '../wallet/index.js';

/** Stakes and bets counted in one category's range. */
export type Counted = { turnover: number; bets: number };

/** A table of bets: each the member's, numbered by id, with its stake. */
type BetRows = PgTable & { id: PgColumn; memberId: PgColumn; stake: PgColumn };

/** The member's bets in (from, to] by id that `counted` keeps: their stakes and how many. */
async function countedBetween(
  db: DbOrTx,
  bets: BetRows,
  counted: SQL | undefined,
  range: { memberId: number; from: number; to: number },
): Promise<Counted> {
  const table: PgTable = bets;
  const [row] = await db
    .select({ turnover: sum(bets.stake).mapWith(Number), bets: count() })
    .from(table)
    .where(
      and(
        eq(bets.memberId, range.memberId),
        gt(bets.id, range.from),
        lte(bets.id, range.to),
        counted,
      ),
    );
  return { turnover: row?.turnover ?? 0, bets: row?.bets ?? 0 };
}

/** The last id below `firstOpen` (or the last id when nothing is open): rows up to it are final. */
const settledMark = (
  row: { last: number | null; firstOpen: string | number | null } | undefined,
) =>
  !row || row.last === null ? 0 : row.firstOpen === null ? row.last : Number(row.firstOpen) - 1;

/**
 * A member's bets counted between id marks (the rebate's ranges): in-house bets, lottery bets and
 * providers' rounds, valid as valid-bet.ts says. Pass a transaction handle to read inside it.
 */
export function createBetCounts(db: DbOrTx) {
  return {
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
      return settledMark(row);
    },

    /**
     * The providers' rounds mark, as the lottery's: the last round id below the member's first
     * round still open. A round is opened by its first debit, under the cash row's lock.
     */
    async vendorMark(memberId: number): Promise<number> {
      const [row] = await db
        .select({
          last: max(vendorRounds.id),
          firstOpen: sql<
            string | number | null
          >`min(CASE WHEN ${vendorRounds.status} = 'open' THEN ${vendorRounds.id} END)`,
        })
        .from(vendorRounds)
        .where(eq(vendorRounds.memberId, memberId));
      return settledMark(row);
    },

    vendorCounted: (memberId: number, from: number, to: number): Promise<Counted> =>
      countedBetween(db, vendorRounds, countedVendorRound, { memberId, from, to }),

    /** Providers' rounds above the mark that are open or will earn once counted. */
    async vendorWaiting(memberId: number, above: number): Promise<number> {
      return db.$count(
        vendorRounds,
        and(
          eq(vendorRounds.memberId, memberId),
          gt(vendorRounds.id, above),
          or(eq(vendorRounds.status, 'open'), countedVendorRound),
        ),
      );
    },

    inhouseCounted: (memberId: number, from: number, to: number): Promise<Counted> =>
      countedBetween(db, inhouseBets, countedInhouseBet, { memberId, from, to }),

    // Settled and valid (valid-bet.ts): their stake kept by the house.
    lotteryCounted: (memberId: number, from: number, to: number): Promise<Counted> =>
      countedBetween(db, lotterySuborders, countedLotteryBet, { memberId, from, to }),

    /** Lottery bets above the mark that are open or will earn once counted. */
    async lotteryWaiting(memberId: number, above: number): Promise<number> {
      return db.$count(
        lotterySuborders,
        and(
          eq(lotterySuborders.memberId, memberId),
          gt(lotterySuborders.id, above),
          or(eq(lotterySuborders.status, 'open'), countedLotteryBet),
        ),
      );
    },
  };
}

export type BetCounts = ReturnType<typeof createBetCounts>;
