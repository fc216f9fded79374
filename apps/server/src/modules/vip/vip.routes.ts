import { memberClubRelay } from '@app/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { memberIdsOf, privateAnswers } from '@/lib/member-routes.js';
import type { VipService } from './vip.service.js';

/** MCS2_getMemberClubBenefit: the caller's own level, for real members with MEMCLUB3 on. */
export const vipRoutes: FastifyPluginAsync<{ vip: VipService }> = async (app, { vip }) => {
  privateAnswers(app);
  app.addRelay(memberClubRelay, async (_query, request) => vip.club(memberIdsOf(request)));
};
