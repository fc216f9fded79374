import { memberClubRelay } from '@app/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { sessionOf } from '@/plugins/auth.js';
import type { VipService } from './vip.service.js';

/** MCS2_getMemberClubBenefit: the caller's own level, for real members with MEMCLUB3 on. */
export const vipRoutes: FastifyPluginAsync<{ vip: VipService }> = async (app, { vip }) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });
  app.addRelay(memberClubRelay, async (_query, request) => {
    const { memberId, merchantId } = sessionOf(request);
    return vip.club({ memberId, merchantId });
  });
};
