import zlib from 'node:zlib';
import { isApiPath } from '@app/contracts';
import compress from '@fastify/compress';
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
import { LEADER_LOCKS } from './db/locks.js';
import { createAnswerCache } from './lib/cached-answer.js';
import { createFrontDoor, frontDoorServer } from './lib/front-door.js';
import { createMetrics } from './lib/metrics.js';
import { metricsEndpoint, observeRequests } from './plugins/observability.js';
import { traceRequests } from './lib/tracing.js';
import { registerOpenApi } from './plugins/openapi.js';
import serverPackage from '../package.json' with { type: 'json' };
import { REQUEST_ID_HEADER, requestIdOf } from './lib/request-id.js';
import { prettyLogStream } from './lib/pretty-log.js';
import { QuietRequestLog } from './lib/request-log.js';
import { serializeError } from './lib/db-errors.js';
import { composeServices, type Fakes } from './composition.js';
import { authModule } from './modules/auth/index.js';
import { contentModule } from './modules/content/index.js';
import { depositModule } from './modules/deposit/index.js';
import { responsibleGamingModule } from './modules/responsible-gaming/index.js';
import { withdrawModule } from './modules/withdraw/index.js';
import { transferModule } from './modules/transfer/index.js';
import { agentModule, payoutsModule } from './modules/agent/index.js';
import { inboxModule } from './modules/inbox/index.js';
import { chatModule } from './modules/chat/index.js';
import { inhouseModule } from './modules/inhouse/index.js';
import { feedbackModule } from './modules/feedback/index.js';
import { gamesModule } from './modules/games/index.js';
import { healthModule } from './modules/health/index.js';
import { leaderboardModule } from './modules/leaderboard/index.js';
import { lotteryModule } from './modules/lottery/index.js';
import { merchantModule } from './modules/merchant/index.js';
import {
  messagingModule,
  type EmailProvider,
  type MessagingConfig,
  type SmsProvider,
} from './modules/messaging/index.js';
import { operatorModule } from './modules/operator/index.js';
import { mountDemoProvider, providersModule } from './modules/providers/index.js';
import { promotionsModule } from './modules/promotions/index.js';
import { rebateModule } from './modules/rebate/index.js';
import { referralModule } from './modules/referral/index.js';
import { rewardsModule } from './modules/rewards/index.js';
import { vipModule } from './modules/vip/index.js';
import { recordsModule } from './modules/records/index.js';
import { relayModule } from './modules/relay/index.js';
import { sealingModule } from './modules/sealing/index.js';
import { securityModule } from './modules/security/index.js';
import { systemModule } from './modules/system/index.js';
import { verificationModule } from './modules/verification/index.js';
import { walletModule } from './modules/wallet/index.js';
import { adminPlugin } from './plugins/admin.js';
import { authPlugin } from './plugins/auth.js';
import { errorsPlugin, sendFrameworkError } from './plugins/errors.js';
import { requestContextPlugin } from './plugins/request-context.js';
import { sealedBodyPlugin } from './plugins/sealed-body.js';
import { securityPlugin } from './plugins/security.js';
import { spaPlugin } from './plugins/spa.js';
import { wellFormedPlugin } from './plugins/well-formed.js';

export type AppOptions = {
  database: Database;
  config: Pick<
    Config,
    'logLevel' | 'operatorToken' | 'defaultMerchantCode' | 'webDistDir' | 'trustProxy' | 'bodyLimit'
  > &
    Partial<Pick<Config, 'metricsToken' | 'otlpEndpoint' | 'firebaseKeysUrl'>> &
    Partial<Pick<Config, 'demoProviderDir' | 'dataDir'>> &
    Partial<Pick<Config, 'logFormat'>> &
    Partial<Pick<Config, 'adminDistDir'>> &
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
   * The lottery: its clock (tests pass a fake one), whether this instance runs the draw engine
   * when it wins the leader lock (start.ts), and the engine's merchants (tests: their own).
   */
  lottery?: {
    now?: () => number;
    runEngine?: boolean;
    engineScope?: readonly number[];
    /** The key of unrevealed seeds (start.ts: LOTTERY_SEED_KEY or DATA_DIR's); tests: a process key. */
    seedKey?: Buffer;
  };
  /**
   * The weekly leaderboard: its clock (tests pass a fake one) and whether this instance runs the
   * settler that grants finished weeks' prizes (start.ts; safe on every instance at once).
   */
  leaderboard?: { now?: () => number; runSettler?: boolean };
  /** The agent centre: whether this instance rolls up the team figures every second (start.ts). */
  agent?: { runRollup?: boolean };
  /**
   * The agent payouts' period clock; default the lottery's. The e2e server moves it alone, to close
   * a day without moving the draws.
   */
  payouts?: { now?: () => number };
  /**
   * Tests only: told each captcha's answer as it is issued, since no test reads the picture.
   * Server tests and the e2e server (test/e2e-server.ts) pass it; main.ts has no way to.
   */
  captchaAnswers?: (id: string, code: string) => void;
  /** Tests: services that stand in for the real ones (composition.ts passes them on). */
  fakes?: Fakes;
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

/**
 * API answers above 1 kB go out compressed, at levels cheap enough to run per answer. The SPA's
 * files come compressed from the build (plugins/spa.ts): routes outside the API opt out here,
 * before @fastify/compress sees them. Request bodies are not inflated (past the body limit).
 */
async function registerCompression(app: FastifyInstance): Promise<void> {
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
}

/**
 * Builds the whole server: plugins and modules. It never listens; main.ts and tests do.
 * composition.ts builds every service once (tests may pass fakes); each module's plugin is then
 * handed the services it uses as plugin options and registers its routes and lifecycle hooks.
 */
export async function buildApp({
  database,
  config,
  redis,
  extend,
  email,
  sms,
  logStream,
  captchaAnswers,
  lottery = {},
  leaderboard = {},
  agent = {},
  payouts = {},
  fakes,
}: AppOptions) {
  // Repeated public reads are answered before Fastify (lib/front-door.ts); app.inject skips it.
  const front = createFrontDoor();
  // Requests counted and timed where they are answered: here, or before, at the front door.
  const metrics = createMetrics();
  const pretty = config.logFormat === 'pretty';
  const app = Fastify({
    serverFactory: (handler, options) =>
      frontDoorServer(front, handler, options, (route, status, seconds) =>
        metrics.frontDoor(route, status, seconds),
      ),
    // The proxy's X-Request-Id when it sent one, else a new UUID: in every log line and answer.
    genReqId: (request) => requestIdOf(request.headers[REQUEST_ID_HEADER]),
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization'],
      // A failed statement's error carries the row's values: the err serializer leaves them out.
      serializers: { req: requestLogFields, err: serializeError },
      ...(logStream || pretty ? { stream: logStream ?? prettyLogStream(process.stdout) } : {}),
    },
    // Requests at debug on a terminal (lib/request-log.ts); production keeps Fastify's info lines.
    ...(pretty ? { logController: new QuietRequestLog() } : {}),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: config.bodyLimit,
    return503OnClosing: true,
    // A bad %-escape or an over-long path parameter: the envelope and headers like any answer.
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any route: the API reference is made from every route's own schemas.
  await registerOpenApi(app, serverPackage.version);
  observeRequests(app, metrics);
  // A span per request where traces are sent (start.ts starts the SDK first).
  if (config.otlpEndpoint) traceRequests(app);
  const { bus } = database;
  const { defaultMerchantCode } = config;

  // Public answers built once per change (lib/cached-answer.ts), dropped through the change bus.
  const answers = createAnswerCache({ bus, front });
  app.addHook('onClose', async () => answers.close());
  app.addHook('preClose', async () => front.close());

  // Every service, built once. Modules get theirs as plugin options rather than reading
  // decorations: a plugin's options type names what it uses, no registration order is implied,
  // and a test's fake reaches every module that uses it (composition.ts).
  const services = composeServices(
    {
      database,
      config,
      log: app.log,
      answers,
      email,
      sms,
      captchaAnswers,
      lottery: { now: lottery.now, engineScope: lottery.engineScope, seedKey: lottery.seedKey },
      leaderboard: { now: leaderboard.now },
      agent,
      payouts,
    },
    fakes,
  );
  const { merchants } = services.merchant;

  // Every request: envelope of errors, security headers and rate limits, compression, and
  // form bodies (POST /wps/member/password/email, SPEC §7).
  await app.register(errorsPlugin);
  await app.register(wellFormedPlugin);
  await app.register(securityPlugin, { redis });
  await registerCompression(app);
  await app.register(formbody);

  // Each request's merchant and language, session and sealed body, from the modules that own them.
  await app.register(merchantModule, { merchants });
  await app.register(requestContextPlugin, { merchants, defaultMerchantCode });
  await app.register(authPlugin, { sessions: services.sessions });
  await app.register(sealingModule, { sealing: services.sealing });
  await app.register(sealedBodyPlugin, { sealing: services.sealing });

  // The API, one module each.
  await app.register(messagingModule, { messaging: services.messaging });
  await app.register(verificationModule, services.verification);
  await app.register(relayModule);
  await app.register(healthModule, { database, ...(redis ? { redis } : {}) });
  await app.register(metricsEndpoint, {
    metrics,
    token: config.metricsToken,
    database,
    engineLeader: () => app.lottery.runner?.isLeader ?? false,
  });
  await app.register(systemModule, { system: services.system, answers });
  await app.register(walletModule, services.wallet);
  await app.register(contentModule, services.content);
  await app.register(inboxModule, { inbox: services.inbox });
  await app.register(chatModule, { chat: services.chat });
  await app.register(depositModule, { deposits: services.deposits });
  await app.register(feedbackModule, { feedback: services.feedback });
  await app.register(gamesModule, services.games);
  await app.register(inhouseModule, services.inhouse);
  await app.register(providersModule, services.providers);
  await mountDemoProvider(app, {
    db: database.db,
    clientDir: config.demoProviderDir,
    dataDir: config.dataDir,
  });
  await app.register(lotteryModule, {
    ...services.lottery,
    leaderLock: lottery.runEngine ? database.leaderLock(LEADER_LOCKS.lotteryEngine) : undefined,
  });
  await app.register(recordsModule, { records: services.records });
  await app.register(authModule, services.auth);
  await app.register(securityModule, services.security);
  await app.register(rebateModule, { rebates: services.rebates });
  await app.register(promotionsModule, { promotions: services.promotions });
  await app.register(vipModule, { vip: services.vip });
  await app.register(rewardsModule, { rewards: services.rewards });
  await app.register(referralModule, { referral: services.referral });
  await app.register(leaderboardModule, {
    ...services.leaderboard,
    runSettler: leaderboard.runSettler,
  });
  await app.register(withdrawModule, { withdrawals: services.withdrawals });
  await app.register(responsibleGamingModule, { service: services.responsibleGaming });
  await app.register(transferModule, { transfers: services.transfers });
  await app.register(agentModule, services.agent);
  await app.register(payoutsModule, {
    ...services.payouts,
    leaderLock: lottery.runEngine ? database.leaderLock(LEADER_LOCKS.agentPeriods) : undefined,
  });
  await app.register(operatorModule, {
    operator: services.operator,
    content: services.content.content,
    inbox: services.inbox,
    chat: services.chat,
    feedback: services.feedback,
    games: services.games.games,
    lottery: services.lottery.operator,
    deposits: services.deposits,
    withdrawals: services.withdrawals,
    promotions: services.promotions,
    contracts: services.agent.contracts.operator,
    payouts: services.payouts.operator,
    providers: services.providers.operator,
    accounts: services.operatorAccounts,
    operatorToken: config.operatorToken,
  });
  if (extend) await app.register(async (scope) => extend(scope));
  // The back-office console under /admin, before the member site's catch-all.
  if (config.adminDistDir) {
    await app.register(adminPlugin, { distDir: config.adminDistDir, defaultMerchantCode });
  }

  await app.register(spaPlugin, {
    distDir: config.webDistDir,
    merchants,
    defaultMerchantCode,
    homeBanner: (snapshot, language) =>
      services.content.content.homeBanner(snapshot.merchant.id, language),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
