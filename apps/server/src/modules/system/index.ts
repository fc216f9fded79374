import type { FastifyPluginAsync } from 'fastify';
import type { AnswerCache } from '@/lib/cached-answer.js';
import { systemRoutes } from './system.routes.js';
import type { SystemService } from './system.service.js';

export { createSystemService, type SystemService } from './system.service.js';

export type SystemOptions = {
  system: SystemService;
  /** Where the start-up reads are kept between changes. */
  answers: AnswerCache;
};

/** The start-up reads of SPEC §7: /wps/system/status, whitelabel, settings, domainRoute, country. */
export const systemModule: FastifyPluginAsync<SystemOptions> = async (app, options) => {
  await app.register(systemRoutes, options);
};
