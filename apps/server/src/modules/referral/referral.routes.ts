import {
  ok,
  REFERRAL_MODULE,
  REFERRAL_PATHS,
  ReferralFriendPage,
  ReferralFriendsQuery,
  ReferralInfo,
  successEnvelope,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/plugins/auth.js';
import type { ReferralService } from './referral.service.js';

/**
 * Invite friends: real members only (a free-trial account gets free_reject), REWCEN3 on (the
 * rewards are claimed in the reward centre), each answer about the caller alone, never cached.
 */
export const referralRoutes: FastifyPluginAsyncZod<{ referral: ReferralService }> = async (
  app,
  { referral },
) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });
  const config = { auth: 'real-member', module: REFERRAL_MODULE } as const;

  app.get(
    REFERRAL_PATHS.info,
    { config, schema: { response: { 200: successEnvelope(ReferralInfo) } } },
    async (request) => ok(await referral.info(sessionOf(request))),
  );

  app.get(
    REFERRAL_PATHS.friends,
    {
      config,
      schema: {
        querystring: ReferralFriendsQuery,
        response: { 200: successEnvelope(ReferralFriendPage) },
      },
    },
    async (request) => ok(await referral.friends(sessionOf(request), request.query)),
  );
};
