import {
  REWARD_CENTRE_MODULE,
  REWARD_PATHS,
  RewardClaimInput,
  RewardClaimResult,
  RewardListQuery,
  RewardPage,
  ok,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answering } from '@/lib/route-schema.js';
import { memberIdsOf, privateAnswers } from '@/lib/member-routes.js';
import { perMember } from '@/plugins/auth.js';
import type { RewardsService } from './rewards.service.js';

/**
 * The reward centre: real members only (a free-trial account gets free_reject), REWCEN3 on, each
 * call about the caller's own rewards and never cached.
 */
export const rewardsRoutes: FastifyPluginAsyncZod<{ rewards: RewardsService }> = async (
  app,
  { rewards },
) => {
  privateAnswers(app);
  const config = { auth: 'real-member', module: REWARD_CENTRE_MODULE } as const;

  app.get(
    REWARD_PATHS.list,
    {
      config,
      schema: answering(RewardPage, { querystring: RewardListQuery }),
    },
    async (request) => ok(await rewards.list(memberIdsOf(request), request.query)),
  );

  app.post(
    REWARD_PATHS.claim,
    {
      config: { ...config, rateLimit: perMember(30, '1 minute') },
      schema: answering(RewardClaimResult, { body: RewardClaimInput }),
    },
    async (request) => ok(await rewards.claim(memberIdsOf(request), request.body.id)),
  );
};
