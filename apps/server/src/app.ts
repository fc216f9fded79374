import zlib from 'node:zlib';
import { isApiPath } from '@app/contracts';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config, TrustProxy } from './config.js';
import type { Database } from './db/client.js';
import { createAnswerCache } from './lib/cached-answer.js';
import { serializeError } from './lib/db-errors.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createMessaging, type MessagingConfig } from './modules/messaging/messaging.js';
import type { EmailProvider, SmsProvider } from './modules/messaging/providers.js';
import { createMerchantRepository } from './modules/merchant/merchant.repository.js';
import { createMerchantStore } from './modules/merchant/merchant.store.js';
import { operatorRoutes } from './modules/operator/operator.routes.js';
import { createOperatorService } from './modules/operator/operator.service.js';
import { createSealingRepository } from './modules/sealing/sealing.repository.js';
import { sealingRoutes } from './modules/sealing/sealing.routes.js';
import { createSealingService } from './modules/sealing/sealing.service.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { createSystemService } from './modules/system/system.service.js';
import { createCaptchaService } from './modules/verification/captcha.service.js';
import { createSmsCodeService } from './modules/verification/sms.service.js';
import { verificationPlugin } from './modules/verification/verification.plugin.js';
import { createSessionRepository } from './modules/session/session.repository.js';
import { createSessionService } from './modules/session/session.service.js';
import { createLedgerService } from './modules/wallet/ledger.service.js';
import { walletRoutes } from './modules/wallet/wallet.routes.js';
import { createWalletService } from './modules/wallet/wallet.service.js';
import { authPlugin } from './plugins/auth.js';
import { errorsPlugin, sendFrameworkError } from './plugins/errors.js';
import { requestContextPlugin } from './plugins/request-context.js';
import { sealedBodyPlugin } from './plugins/sealed-body.js';
import { securityPlugin } from './plugins/security.js';
import { spaPlugin } from './plugins/spa.js';

export type AppOptions = {
  database: Database;
  config: Pick<
    Config,
    'logLevel' | 'operatorToken' | 'defaultMerchantCode' | 'webDistDir' | 'trustProxy' | 'bodyLimit'
  > &
    MessagingConfig;
  redis?: Redis;
  /** Providers instead of those of the config (tests). */
  email?: EmailProvider;
  sms?: SmsProvider;
  /** Where the log goes instead of stdout (tests read it back). */
  logStream?: NodeJS.WritableStream;
  /** Extra routes for tests (registered after the plugins, before the SPA). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /**
   * Tests only: told each captcha's answer as it is issued, since no test reads the picture.
   * Server tests and the e2e server (test/e2e-server.ts) pass it; main.ts has no way to.
   */
  captchaAnswers?: (id: string, code: string) => void;
};

/**
 * What a request log line says of the request. The query string is left out: it can carry
 * secrets (the reset link's `?resetToken=`), and headers are left out too (session tokens).
 */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?', 1)[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/**
 * TRUST_PROXY as Fastify takes it. Fastify 5.12 ignores a number (it "fails closed": no proxy
 * trusted at all), so a hop count becomes the function proxy-addr would build from it: the
 * socket peer and the next hops - 1 X-Forwarded-For entries are proxies.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** Builds the whole server: plugins and modules. It never listens; main.ts and tests do. */
export async function buildApp({
  database,
  config,
  redis,
  extend,
  email,
  sms,
  logStream,
  captchaAnswers,
}: AppOptions) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization'],
      // A failed statement's error carries the row's values: the err serializer leaves them out.
      serializers: { req: requestLogFields, err: serializeError },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: config.bodyLimit,
    return503OnClosing: true,
    // A bad %-escape or an over-long path parameter: the envelope and headers like any answer.
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const repo = createMerchantRepository(database.db);
  const merchants = createMerchantStore({ repo, bus: database.bus });
  const answers = createAnswerCache({ bus: database.bus });
  app.addHook('onClose', async () => merchants.close());
  app.addHook('onClose', async () => answers.close());

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { redis });
  // API answers above 1 kB go out compressed, at levels cheap enough to run per answer. The SPA's
  // files come compressed from the build (plugins/spa.ts): routes outside the API opt out here,
  // before @fastify/compress sees them. Request bodies are not inflated (past the body limit).
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) route.compress ??= false;
  });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    globalDecompression: false,
  });
  await app.register(cookie);
  // POST /wps/member/password/email is form-encoded (SPEC §7).
  await app.register(formbody);
  await app.register(requestContextPlugin, {
    merchants,
    defaultMerchantCode: config.defaultMerchantCode,
  });

  const sessions = createSessionService({ repo: createSessionRepository(database.db) });
  await app.register(authPlugin, { sessions });
  const sealing = createSealingService({ repo: createSealingRepository(database.db) });
  await app.register(sealedBodyPlugin, { sealing });
  const wallet = createWalletService({ ledger: createLedgerService({ db: database.db }) });

  const messaging = createMessaging({
    db: database.db,
    log: app.log,
    config,
    overrides: { email, sms },
  });
  app.addHook('onClose', async () => messaging.close());
  await app.register(verificationPlugin, {
    captchas: createCaptchaService({ db: database.db, onIssue: captchaAnswers }),
    smsCodes: createSmsCodeService({ db: database.db, sms: messaging.sms }),
  });

  await app.register(healthRoutes, { database });
  await app.register(systemRoutes, {
    system: createSystemService({ merchants, defaultMerchantCode: config.defaultMerchantCode }),
    answers,
  });
  await app.register(walletRoutes, { wallet });
  await app.register(sealingRoutes, { sealing });
  await app.register(authRoutes, {
    db: database.db,
    sessions,
    merchants,
    smsCodes: app.smsCodes,
    email: messaging.email,
    sms: messaging.sms,
    creditTrial: (tx, merchantId, memberId) =>
      createWalletService({ ledger: createLedgerService({ db: tx }) }).creditTrial(
        merchantId,
        memberId,
      ),
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
