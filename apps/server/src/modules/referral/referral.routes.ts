import {
  ok,
  REFERRAL_MODULE,
  REFERRAL_PATHS,
  ReferralFriendPage,
  ReferralFriendsQuery,
  ReferralInfo,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answering } from '@/lib/route-schema.js';
import { privateAnswers } from '@/lib/member-routes.js';
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
  privateAnswers(app);
  const config = { auth: 'real-member', module: REFERRAL_MODULE } as const;

  app.get(REFERRAL_PATHS.info, { config, schema: answering(ReferralInfo) }, async (request) =>
    ok(await referral.info(sessionOf(request))),
  );

  app.get(
    REFERRAL_PATHS.friends,
    {
      config,
      schema: answering(ReferralFriendPage, { querystring: ReferralFriendsQuery }),
    },
    async (request) => ok(await referral.friends(sessionOf(request), request.query)),
  );
};
