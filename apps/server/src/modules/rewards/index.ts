import type { FastifyPluginAsync } from 'fastify';
import { rewardsRoutes } from './rewards.routes.js';
import type { RewardsService } from './rewards.service.js';

export {
  createRewardsService,
  type RewardOwner,
  grantReward,
  type RewardGrantInput,
  type RewardsService,
} from './rewards.service.js';

/**
 * The reward centre (contracts/rewards.ts): other modules grant rewards with grantReward inside
 * their own transactions; members list and claim them here.
 */
export const rewardsModule: FastifyPluginAsync<{ rewards: RewardsService }> = async (
  app,
  { rewards },
) => {
  await app.register(rewardsRoutes, { rewards });
};
