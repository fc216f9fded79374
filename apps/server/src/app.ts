import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createMerchantRepository } from './modules/merchant/merchant.repository.js';
import { createMerchantStore } from './modules/merchant/merchant.store.js';
import { operatorRoutes } from './modules/operator/operator.routes.js';
import { createOperatorService } from './modules/operator/operator.service.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { createSystemService } from './modules/system/system.service.js';
import { createSessionRepository } from './modules/session/session.repository.js';
import { createSessionService } from './modules/session/session.service.js';
import { authPlugin } from './plugins/auth.js';
import { errorsPlugin } from './plugins/errors.js';
import { requestContextPlugin } from './plugins/request-context.js';
import { securityPlugin } from './plugins/security.js';
import { spaPlugin } from './plugins/spa.js';

export type AppOptions = {
  database: Database;
  config: Pick<
    Config,
    'logLevel' | 'operatorToken' | 'defaultMerchantCode' | 'webDistDir' | 'trustProxy' | 'bodyLimit'
  >;
  redis?: Redis;
  /** Extra routes for tests (registered after the plugins, before the SPA). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
};

/** Builds the whole server: plugins and modules. It never listens; main.ts and tests do. */
export async function buildApp({ database, config, redis, extend }: AppOptions) {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const repo = createMerchantRepository(database.db);
  const merchants = createMerchantStore({ repo, bus: database.bus });
  app.addHook('onClose', async () => merchants.close());

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { redis });
  await app.register(requestContextPlugin, {
    merchants,
    defaultMerchantCode: config.defaultMerchantCode,
  });

  const sessions = createSessionService({ repo: createSessionRepository(database.db) });
  await app.register(authPlugin, { sessions });

  await app.register(healthRoutes, { database });
  await app.register(systemRoutes, {
    system: createSystemService({ merchants, defaultMerchantCode: config.defaultMerchantCode }),
  });
  await app.register(operatorRoutes, {
    operator: createOperatorService({ repo, merchants }),
    operatorToken: config.operatorToken,
  });
  if (extend) await app.register(async (scope) => extend(scope));

  await app.register(spaPlugin, { distDir: config.webDistDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
