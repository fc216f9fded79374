import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@/db/client.js';
import { rewardsRoutes } from './rewards.routes.js';
import { createRewardsService, type RewardsDeps } from './rewards.service.js';

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
export const rewardsModule: FastifyPluginAsync<{
  db: Db;
  beforeList?: RewardsDeps['beforeList'];
}> = async (app, { db, beforeList }) => {
  await app.register(rewardsRoutes, { rewards: createRewardsService({ db, beforeList }) });
};
