import type { FastifyPluginAsync } from 'fastify';
import { referralRoutes } from './referral.routes.js';
import type { ReferralService } from './referral.service.js';

export {
  createReferralService,
  findReferrer,
  maskAccount,
  recordReferral,
  rewardReferralDeposit,
  type ReferralNotice,
  type ReferralService,
} from './referral.service.js';

/**
 * Invite friends (contracts/referral.ts): members' codes and friends here; registration records
 * an invitation with findReferrer + recordReferral in its transaction, and a deposit's approval
 * rewards the inviter with rewardReferralDeposit in its own.
 */
export const referralModule: FastifyPluginAsync<{ referral: ReferralService }> = async (
  app,
  { referral },
) => {
  await app.register(referralRoutes, { referral });
};
