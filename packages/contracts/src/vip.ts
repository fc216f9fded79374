import { z } from 'zod';
import { relaysFor } from './relay.js';
import { WITHDRAW_LIMITS } from './withdraw.js';
import { Minor } from './units.js';

/**
 * VIP levels, the member club (SPEC §2 /m/member/benefits, shown when the merchant's VIP benefit
 * display is on; §7 MCS2_getMemberClubBenefit, module MEMCLUB3). A member's level is the highest
 * one whose deposit AND turnover thresholds their lifetime figures both reach: approved deposits,
 * and the stakes of settled valid bets (valid-bet.ts; an open lottery bet counts once settled). Figures only grow, so a level once
 * reached is kept. Reaching a level grants its level-up bonus once, into the reward centre; the
 * level's daily withdrawal limits apply to the member's next withdrawal.
 */

export const MEMBER_CLUB_MODULE = 'MEMCLUB3';

export type VipLevelRule = {
  level: number;
  /** Lifetime approved deposits and turnover to reach it (minor units). */
  deposit: number;
  turnover: number;
  /** Paid once on reaching it, into the reward centre (minor units); to be bet 1× before withdrawing. */
  levelUpBonus: number;
  /** Withdrawals per Philippine day, and their total (minor units). */
  dailyWithdrawCount: number;
  dailyWithdrawAmount: number;
};

/** Where every member starts: the site's own withdrawal limits (withdraw.ts). */
const BASE_LEVEL: VipLevelRule = {
  level: 0,
  deposit: 0,
  turnover: 0,
  levelUpBonus: 0,
  dailyWithdrawCount: WITHDRAW_LIMITS.dailyCount,
  dailyWithdrawAmount: WITHDRAW_LIMITS.dailyAmount,
};

/** Ascending, from BASE_LEVEL. */
export const VIP_LEVELS: readonly VipLevelRule[] = [
  BASE_LEVEL,
  {
    level: 1,
    deposit: 100_000,
    turnover: 500_000,
    levelUpBonus: 1_800,
    dailyWithdrawCount: 5,
    dailyWithdrawAmount: 20_000_000,
  },
  {
    level: 2,
    deposit: 500_000,
    turnover: 3_000_000,
    levelUpBonus: 5_800,
    dailyWithdrawCount: 6,
    dailyWithdrawAmount: 30_000_000,
  },
  {
    level: 3,
    deposit: 2_000_000,
    turnover: 15_000_000,
    levelUpBonus: 18_800,
    dailyWithdrawCount: 8,
    dailyWithdrawAmount: 50_000_000,
  },
  {
    level: 4,
    deposit: 10_000_000,
    turnover: 80_000_000,
    levelUpBonus: 58_800,
    dailyWithdrawCount: 10,
    dailyWithdrawAmount: 100_000_000,
  },
  {
    level: 5,
    deposit: 50_000_000,
    turnover: 400_000_000,
    levelUpBonus: 188_800,
    dailyWithdrawCount: 12,
    dailyWithdrawAmount: 200_000_000,
  },
  {
    level: 6,
    deposit: 200_000_000,
    turnover: 2_000_000_000,
    levelUpBonus: 888_800,
    dailyWithdrawCount: 15,
    dailyWithdrawAmount: 500_000_000,
  },
];

/** A level-up bonus is bet this many basis points of itself before withdrawing (1×). */
export const VIP_BONUS_TURNOVER_BP = 10_000;

/** The highest level both figures reach. */
export function vipLevelOf(figures: { deposit: number; turnover: number }): VipLevelRule {
  const reached = VIP_LEVELS.filter(
    (rule) => figures.deposit >= rule.deposit && figures.turnover >= rule.turnover,
  );
  return reached.at(-1) ?? BASE_LEVEL;
}

export const VipLevel = z.object({
  level: z.number().int(),
  deposit: Minor,
  turnover: Minor,
  levelUpBonus: Minor,
  dailyWithdrawCount: z.number().int(),
  dailyWithdrawAmount: Minor,
});

/** GET /wps/relay/MCS2_getMemberClubBenefit: the member's level, progress and every level's benefits. */
export const MemberClub = z.object({
  level: z.number().int(),
  /** Lifetime figures (minor units). */
  deposit: Minor,
  turnover: Minor,
  /** The next level, null at the top. */
  next: VipLevel.nullable(),
  levels: z.array(VipLevel),
});
export type MemberClub = z.infer<typeof MemberClub>;

export const memberClubRelay = relaysFor({ auth: 'real-member', module: MEMBER_CLUB_MODULE }).get(
  'MCS2_getMemberClubBenefit',
  z.object({}),
  MemberClub,
);
