import {
  REWARD_CLAIM_DAYS,
  type Reward,
  type RewardClaimResult,
  type RewardDetail,
  type RewardListFilter,
  type RewardPage,
  type RewardSource,
} from '@app/contracts';
import type { Db, DbOrTx } from '@/db/client.js';
import { AppError } from '@/lib/app-error.js';
import { createPlayGuard } from '../responsible-gaming/index.js';
import { createMovements } from '../wallet/index.js';
import { createRewardsRepository, type RewardRow } from './rewards.repository.js';
import { pageAnswer } from '@/lib/paging.js';

/** Where claimed rewards are paid from. */
const HOUSE_REWARDS = 'house_rewards' as const;
const BASIS_POINTS = 10_000;
const DAY_MS = 86_400_000;

export type RewardOwner = { memberId: number; merchantId: number };

/** What a source grants: once per (member, source, key). */
export type RewardGrantInput = RewardOwner & {
  source: RewardSource;
  key: string;
  detail: RewardDetail;
  amount: number;
  turnoverBp: number;
};

export const rewardView = (row: RewardRow, now: Date): Reward => ({
  id: row.id,
  source: row.source,
  detail: row.detail,
  amount: row.amount,
  turnoverBp: row.turnoverBp,
  status: row.claimedAt !== null ? 'claimed' : row.expiresAt <= now ? 'expired' : 'available',
  createdAt: row.createdAt.getTime(),
  expiresAt: row.expiresAt.getTime(),
  claimedAt: row.claimedAt?.getTime() ?? null,
});

/**
 * Grants a reward inside the caller's transaction `tx` (the event that earned it commits with
 * it). A key the member already holds grants nothing: the answer is false.
 */
export async function grantReward(tx: DbOrTx, input: RewardGrantInput, at: Date): Promise<boolean> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) return false;
  const row = await createRewardsRepository(tx).insert({
    merchantId: input.merchantId,
    memberId: input.memberId,
    source: input.source,
    sourceKey: input.key,
    detail: input.detail,
    amount: input.amount,
    turnoverBp: input.turnoverBp,
    createdAt: at,
    expiresAt: new Date(at.getTime() + REWARD_CLAIM_DAYS * DAY_MS),
  });
  return row !== undefined;
}

export type RewardsDeps = {
  db: Db;
  now?: () => Date;
  /** Grants that are computed when asked (VIP levels reached), run before a list. */
  beforeList?: (owner: RewardOwner) => Promise<void>;
};

/**
 * The reward centre (contracts/rewards.ts): a member's rewards by tab and the claim. A claim
 * locks the reward's row, pays it from house_rewards in one ledger transaction keyed by the
 * reward (so a retry, or two phones at once, pay once), adds its turnover requirement and marks
 * it claimed, all in one database transaction. A member on a break from play claims nothing.
 */
export function createRewardsService({ db, now = () => new Date(), beforeList }: RewardsDeps) {
  const repo = createRewardsRepository(db);

  async function result(tx: DbOrTx, owner: RewardOwner, row: RewardRow, replayed: boolean) {
    const balance = await createMovements(tx).cashBalance({
      memberId: owner.memberId,
      merchantId: owner.merchantId,
    });
    return { reward: rewardView(row, now()), balance: Number(balance), replayed };
  }

  return {
    async list(owner: RewardOwner, query: RewardListFilter): Promise<RewardPage> {
      await beforeList?.(owner);
      const { memberId } = owner;
      const at = now();
      const { tab } = query;
      const totals = async () => {
        const [total, summary] = await Promise.all([
          repo.count(memberId, tab, at),
          repo.summary(memberId, at),
        ]);
        return { total, summary };
      };
      return pageAnswer(
        query,
        { rows: (offset, limit) => repo.page(memberId, tab, at, offset, limit), totals },
        (row) => rewardView(row, at),
      );
    },

    async claim(owner: RewardOwner, id: number): Promise<RewardClaimResult> {
      const { memberId, merchantId } = owner;
      return db.transaction(async (tx) => {
        const rewards = createRewardsRepository(tx);
        const row = await rewards.byId(memberId, id, true);
        if (!row) throw new AppError('reward.not.found');
        if (row.claimedAt !== null) return result(tx, owner, row, true);
        const at = now();
        if (row.expiresAt <= at) throw new AppError('reward.expired');
        await createPlayGuard(tx, at).assertNoBonusBreak(memberId);

        // Every bonus, rebate and reward is played through before it can be withdrawn: in the
        // bonus account with its own wagering (wallet/bonus-wallet.ts), not onto the cash.
        const transactionId = (
          await createMovements(tx).grant(
            { merchantId, memberId },
            {
              from: HOUSE_REWARDS,
              amountMinor: BigInt(row.amount),
              key: `reward:${row.id}`,
              kind: 'reward',
              memo: `reward ${row.source.toLowerCase()} ${row.sourceKey}`,
              wagering: { bonusMinor: Math.ceil((row.amount * row.turnoverBp) / BASIS_POINTS) },
            },
          )
        ).transactionId;
        return result(tx, owner, await rewards.markClaimed(row.id, at, transactionId), false);
      });
    },
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
