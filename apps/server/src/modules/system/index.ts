import type { FastifyPluginAsync } from 'fastify';
import type { AnswerCache } from '@/lib/cached-answer.js';
import type { MerchantStore } from '../merchant/index.js';
import { systemRoutes } from './system.routes.js';
import { createSystemService } from './system.service.js';

export type SystemOptions = {
  merchants: MerchantStore;
  defaultMerchantCode: string;
  /** Where the start-up reads are kept between changes. */
  answers: AnswerCache;
};

/** The start-up reads of SPEC §7: /wps/system/status, whitelabel, settings, domainRoute, country. */
export const systemModule: FastifyPluginAsync<SystemOptions> = async (app, options) => {
  const { answers, ...rest } = options;
  await app.register(systemRoutes, { system: createSystemService(rest), answers });
};
