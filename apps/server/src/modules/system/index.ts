import type { FastifyPluginAsync } from 'fastify';
import type { MerchantStore } from '../merchant/index.js';
import { systemRoutes } from './system.routes.js';
import { createSystemService } from './system.service.js';

export type SystemOptions = { merchants: MerchantStore; defaultMerchantCode: string };

/** The start-up reads of SPEC §7: /wps/system/status, whitelabel, settings, domainRoute, country. */
export const systemModule: FastifyPluginAsync<SystemOptions> = async (app, options) => {
  await app.register(systemRoutes, { system: createSystemService(options) });
};
