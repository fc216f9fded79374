import { MEMBER_TYPE } from '@app/contracts';
import { and, count, eq, max, notInArray, sum, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { within } from '@/db/queries.js';
import {
  inhouseBets,
  lotteryOrders,
  lotterySuborders,
  members,
  vendorRounds,
} from '@/db/schema/index.js';
import { countedInhouseBet, countedLotteryBet, countedVendorRound } from '../wallet/index.js';

/** One member's valid stakes in a week. `reachedAt`: the time of their last counted bet. */
export type Standing = { memberId: number; account: string; turnover: number; reachedAt: number };
export type WeekRange = { from: Date; to: Date };

/** Accounts that never rank: free-trial (play money) and test players. */
const UNRANKED_TYPES = [MEMBER_TYPE.TRIAL, MEMBER_TYPE.TEST_PLAYER];

const rankable = (merchantId: number) =>
  and(
    eq(members.merchantId, merchantId),
    eq(members.disabled, false),
    notInArray(members.type, UNRANKED_TYPES),
  );

type PlacedAt =
  typeof inhouseBets.createdAt | typeof lotteryOrders.createdAt | typeof vendorRounds.createdAt;
type MerchantColumn =
  typeof inhouseBets.merchantId | typeof lotteryOrders.merchantId | typeof vendorRounds.merchantId;

/** A standing's columns: the member, its stakes and its last bet's time. */
const standingFields = (
  stake: typeof inhouseBets.stake | typeof lotterySuborders.stake | typeof vendorRounds.stake,
  placedAt: PlacedAt,
) => ({
  memberId: members.id,
  account: members.account,
  turnover: sum(stake).mapWith(Number),
  reachedAt: max(placedAt),
});

const asTime = (value: Date | string | null): number =>
  value === null ? 0 : new Date(value).getTime();

/** Each member's valid stakes of a merchant in a time window (the leaderboard's weeks). */
export function createWeeklyTurnover(db: DbOrTx) {
  return {
    /**
     * Every rankable member of the merchant with the stakes of valid bets placed in [from, to),
     * best first (ties: reached first, then the lower id); lottery bets and providers' rounds once
     * settled (valid-bet.ts). Three grouped reads (in-house, lottery, providers) merged here.
     */
    async standings(merchantId: number, week: WeekRange): Promise<Standing[]> {
      const inWeek = (merchantOf: MerchantColumn, placedAt: PlacedAt, counted?: SQL) =>
        and(eq(merchantOf, merchantId), within(placedAt, week), counted, rankable(merchantId));
      const [inhouse, lottery, vendor] = await Promise.all([
        db
          .select(standingFields(inhouseBets.stake, inhouseBets.createdAt))
          .from(inhouseBets)
          .innerJoin(members, eq(members.id, inhouseBets.memberId))
          .where(inWeek(inhouseBets.merchantId, inhouseBets.createdAt, countedInhouseBet))
          .groupBy(members.id, members.account),
        db
          .select(standingFields(lotterySuborders.stake, lotteryOrders.createdAt))
          .from(lotterySuborders)
          .innerJoin(lotteryOrders, eq(lotteryOrders.id, lotterySuborders.orderId))
          .innerJoin(members, eq(members.id, lotterySuborders.memberId))
          .where(inWeek(lotteryOrders.merchantId, lotteryOrders.createdAt, countedLotteryBet))
          .groupBy(members.id, members.account),
        db
          .select(standingFields(vendorRounds.stake, vendorRounds.createdAt))
          .from(vendorRounds)
          .innerJoin(members, eq(members.id, vendorRounds.memberId))
          .where(inWeek(vendorRounds.merchantId, vendorRounds.createdAt, countedVendorRound))
          .groupBy(members.id, members.account),
      ]);
      const byMember = new Map<number, Standing>();
      for (const row of [...inhouse, ...lottery, ...vendor]) {
        const reachedAt = asTime(row.reachedAt);
        const known = byMember.get(row.memberId);
        if (known) {
          known.turnover += row.turnover;
          known.reachedAt = Math.max(known.reachedAt, reachedAt);
        } else {
          byMember.set(row.memberId, {
            memberId: row.memberId,
            account: row.account,
            turnover: row.turnover,
            reachedAt,
          });
        }
      }
      return [...byMember.values()]
        .filter((row) => row.turnover > 0)
        .sort(
          (a, b) => b.turnover - a.turnover || a.reachedAt - b.reachedAt || a.memberId - b.memberId,
        );
    },

    /** Lottery bets placed in the week that are still open (a draw not drawn yet). */
    async openLotteryBets(merchantId: number, week: WeekRange): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(lotterySuborders)
        .innerJoin(lotteryOrders, eq(lotteryOrders.id, lotterySuborders.orderId))
        .where(
          and(
            eq(lotteryOrders.merchantId, merchantId),
            within(lotteryOrders.createdAt, week),
            eq(lotterySuborders.status, 'open'),
          ),
        );
      return row?.n ?? 0;
    },
  };
}
