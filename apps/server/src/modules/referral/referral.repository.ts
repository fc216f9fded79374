import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { matching, merchantCurrencySymbol } from '@/db/queries.js';
import { memberRewards, members, promotions, referralCodes, referrals } from '@/db/schema/index.js';

export type ReferrerRow = {
  id: number;
  type: number;
  disabled: boolean;
  accountKey: string;
  countryDialingCode: string;
  mobileNum: string;
};

/** A friend has an approved deposit. */
const hasDeposited = sql<boolean>`${referrals.firstDepositAt} IS NOT NULL`;

/** The inviter's reward for a friend joins on (inviter, REFERRAL, friend id). */
const rewardOfFriend = and(
  eq(memberRewards.memberId, referrals.inviterId),
  eq(memberRewards.source, 'REFERRAL'),
  eq(memberRewards.sourceKey, sql`${referrals.inviteeId}::text`),
);

/** SQL of referral codes and invitations (db/schema/referral.ts). */
export function createReferralRepository(db: DbOrTx) {
  return {
    async codeOf(memberId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ code: referralCodes.code })
        .from(referralCodes)
        .where(eq(referralCodes.memberId, memberId));
      return row?.code;
    },

    /** Whether the code was stored (false: the member has one already, or the code is taken). */
    async insertCode(memberId: number, merchantId: number, code: string): Promise<boolean> {
      const rows = await db
        .insert(referralCodes)
        .values({ memberId, merchantId, code })
        .onConflictDoNothing()
        .returning({ code: referralCodes.code });
      return rows.length > 0;
    },

    async referrerByCode(merchantId: number, code: string): Promise<ReferrerRow | undefined> {
      const [row] = await db
        .select({
          id: members.id,
          type: members.type,
          disabled: members.disabled,
          accountKey: members.accountKey,
          countryDialingCode: members.countryDialingCode,
          mobileNum: members.mobileNum,
        })
        .from(referralCodes)
        .innerJoin(members, eq(members.id, referralCodes.memberId))
        .where(
          and(matching(referralCodes, { merchantId, code }), eq(members.merchantId, merchantId)),
        );
      return row;
    },

    async insertReferral(row: typeof referrals.$inferInsert): Promise<void> {
      await db.insert(referrals).values(row);
    },

    /** The invitation of a friend, row-locked, with what the inviter's message needs. */
    async lockInvitation(inviteeId: number) {
      const [row] = await db
        .select({
          inviterId: referrals.inviterId,
          merchantId: referrals.merchantId,
          inviterAccount: members.account,
          inviterDisabled: members.disabled,
          firstDepositAt: referrals.firstDepositAt,
        })
        .from(referrals)
        .innerJoin(members, eq(members.id, referrals.inviterId))
        .where(eq(referrals.inviteeId, inviteeId))
        .for('update', { of: referrals });
      return row;
    },

    async accountOf(memberId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ account: members.account })
        .from(members)
        .where(eq(members.id, memberId));
      return row?.account;
    },

    /** The friend's first approved deposit, at `at` (once: the caller holds the row lock). */
    async markFirstDeposit(inviteeId: number, at: Date): Promise<void> {
      await db
        .update(referrals)
        .set({ firstDepositAt: at })
        .where(and(eq(referrals.inviteeId, inviteeId), isNull(referrals.firstDepositAt)));
    },

    /**
     * The merchant's REFERRAL promotion running at `at`: enabled, started, not ended, with an
     * amount per friend (one without is informational and rewards nothing).
     */
    async runningPromotion(merchantId: number, at: Date) {
      const [row] = await db
        .select()
        .from(promotions)
        .where(
          and(
            matching(promotions, { merchantId, kind: 'REFERRAL', enabled: true }),
            gt(promotions.fixedAmount, 0),
            lte(promotions.startAt, at),
            or(isNull(promotions.endAt), gt(promotions.endAt, at)),
          ),
        )
        .orderBy(asc(promotions.sortOrder), asc(promotions.id))
        .limit(1);
      return row;
    },

    currencySymbol: (merchantId: number): Promise<string> => merchantCurrencySymbol(db, merchantId),

    async stats(inviterId: number) {
      const [row] = await db
        .select({
          invited: sql<number>`count(*)::int`,
          deposited: sql<number>`count(*) FILTER (WHERE ${hasDeposited})::int`,
          rewarded: sql<number>`count(${memberRewards.id})::int`,
          rewardedAmount: sql<string>`coalesce(sum(${memberRewards.amount}), 0)`,
        })
        .from(referrals)
        .leftJoin(memberRewards, rewardOfFriend)
        .where(eq(referrals.inviterId, inviterId));
      return {
        invited: row?.invited ?? 0,
        deposited: row?.deposited ?? 0,
        rewarded: row?.rewarded ?? 0,
        rewardedAmount: Number(row?.rewardedAmount ?? 0),
      };
    },

    friends: (inviterId: number, offset: number, limit: number) =>
      db
        .select({
          account: members.account,
          joinedAt: referrals.createdAt,
          hasDeposited,
          rewardAmount: memberRewards.amount,
        })
        .from(referrals)
        .innerJoin(members, eq(members.id, referrals.inviteeId))
        .leftJoin(memberRewards, rewardOfFriend)
        .where(eq(referrals.inviterId, inviterId))
        .orderBy(desc(referrals.createdAt), desc(referrals.id))
        .offset(offset)
        .limit(limit),
  };
}

export type ReferralRepository = ReturnType<typeof createReferralRepository>;
