import { VIP_LEVELS, type MemberClub, type Reward, type RewardPage } from '@app/contracts';

const DAY = 86_400_000;

/** Data factories for the reward centre and the member club (amounts in minor units). */
export function rewardFixture(patch: Partial<Reward> = {}): Reward {
  const createdAt = Date.now() - DAY;
  return {
    id: 7,
    source: 'VIP_LEVEL_UP',
    detail: { level: 2 },
    amount: 5_800,
    turnoverBp: 10_000,
    status: 'available',
    createdAt,
    expiresAt: createdAt + 30 * DAY,
    claimedAt: null,
    ...patch,
  };
}

export function rewardPageFixture(list: Reward[] = [rewardFixture()]): RewardPage {
  const open = list.filter((reward) => reward.status === 'available');
  return {
    list,
    pageNum: 1,
    totalPages: 1,
    total: list.length,
    summary: {
      availableCount: open.length,
      availableAmount: open.reduce((sum, reward) => sum + reward.amount, 0),
      claimedAmount: 0,
    },
  };
}

export function memberClubFixture(patch: Partial<MemberClub> = {}): MemberClub {
  return {
    level: 1,
    deposit: 250_000,
    turnover: 1_200_000,
    next: VIP_LEVELS[2] ?? null,
    levels: [...VIP_LEVELS],
    ...patch,
  };
}
