import {
  VIP_BONUS_TURNOVER_BP,
  VIP_LEVELS,
  vipLevelOf,
  type MemberClub,
  type VipLevelRule,
} from '@app/contracts';
import type { Db, DbOrTx } from '@/db/client.js';
import { grantReward } from '../rewards/index.js';
import { playFiguresOf } from '../wallet/index.js';

export type VipMember = { memberId: number; merchantId: number };

/** The member's VIP level now, read inside `db` (a withdrawal's transaction takes its limits). */
export async function vipRuleOf(db: DbOrTx, member: VipMember): Promise<VipLevelRule> {
  return vipLevelOf(await playFiguresOf(db, member));
}

export type VipDeps = { db: Db; now?: () => Date };

/**
 * The member club (contracts/vip.ts): the member's level and progress, and the level-up bonuses
 * of every level reached, granted into the reward centre once each (a level's key is its number,
 * so computing it again grants nothing). Levels are computed from the ledger when asked, so a
 * bonus appears the next time the member looks at the club or the reward centre.
 */
export function createVipService({ db, now = () => new Date() }: VipDeps) {
  /** Grants the level-up bonus of every level up to `level`; true when one was new. */
  async function grantLevelUps(tx: DbOrTx, member: VipMember, level: number): Promise<void> {
    for (const rule of VIP_LEVELS) {
      if (rule.level === 0 || rule.level > level || rule.levelUpBonus === 0) continue;
      await grantReward(
        tx,
        {
          ...member,
          source: 'VIP_LEVEL_UP',
          key: String(rule.level),
          detail: { level: rule.level },
          amount: rule.levelUpBonus,
          turnoverBp: VIP_BONUS_TURNOVER_BP,
        },
        now(),
      );
    }
  }

  return {
    async club(member: VipMember): Promise<MemberClub> {
      const figures = await playFiguresOf(db, member);
      const { level } = vipLevelOf(figures);
      await grantLevelUps(db, member, level);
      return {
        level,
        ...figures,
        next: VIP_LEVELS.find((rule) => rule.level === level + 1) ?? null,
        levels: [...VIP_LEVELS],
      };
    },

    /** Brings the member's level-up bonuses into the reward centre before it is listed. */
    async grantReached(member: VipMember): Promise<void> {
      const { level } = vipLevelOf(await playFiguresOf(db, member));
      await grantLevelUps(db, member, level);
    },
  };
}

export type VipService = ReturnType<typeof createVipService>;
