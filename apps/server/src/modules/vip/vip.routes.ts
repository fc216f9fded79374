import { memberClubRelay } from '@app/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { privateAnswers } from '@/lib/member-routes.js';
import { sessionOf } from '@/plugins/auth.js';
import type { VipService } from './vip.service.js';

/** MCS2_getMemberClubBenefit: the caller's own level, for real members with MEMCLUB3 on. */
export const vipRoutes: FastifyPluginAsync<{ vip: VipService }> = async (app, { vip }) => {
  privateAnswers(app);
  app.addRelay(memberClubRelay, async (_query, request) => {
    const { memberId, merchantId } = sessionOf(request);
    return vip.club({ memberId, merchantId });
  });
};
