import os from 'node:os';
import { DEMO_MERCHANT_CODE } from '@app/contracts';
import { buildApp, type AppOptions } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, type Database, type DatabaseLog } from './db/client.js';
import { findDemoAccounts } from './db/seed/demo-accounts.js';
import { findDemoStaff, seedDemoStaff } from './db/seed/demo-staff.js';
import { seedIfEmpty } from './db/seed/index.js';
import { DirLockedError } from './lib/dir-lock.js';
import { resolveLotterySeedKey } from './lib/lottery-seed-key.js';
import { resolveOperatorToken } from './lib/operator-token.js';
import { openRedis, redisReady } from './lib/redis.js';
import { isPortFree } from './lib/port-probe.js';
import { startTracing } from './lib/tracing.js';
import serverPackage from '../package.json' with { type: 'json' };
import { localUrl, removeServerUrl, writeServerUrl } from './lib/server-url.js';
import { demoBannerLines, staffBannerLines } from './start-banner.js';

export type StartOptions = Pick<AppOptions, 'captchaAnswers' | 'payouts'>;

/**
 * Start-up: config, database + migrations, seed if empty, listen, and a graceful close. main.ts
 * calls it with no options; the e2e server (test/e2e-server.ts) adds its test-only hooks.
 */
export async function startServer({ captchaAnswers, payouts }: StartOptions = {}): Promise<void> {
  // Whatever the server writes (database, operator token, lock file) is its owner's alone.
  process.umask(0o077);
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    return fail(error instanceof ConfigError ? error.message : String(error));
  }

  // Checked before the database opens (seconds for a fresh one), so this error comes at once.
  const portInUse = `Port ${config.port} is already in use on ${config.host}. Stop the other program or set PORT.`;
  if (!(await isPortFree(config.port, config.host).catch(() => true))) return fail(portInUse);

  let database: Database;
  // The database reports the faults it survives here, through the app's logger once it exists.
  const late: { log?: DatabaseLog } = {};
  const databaseLog: DatabaseLog = {
    warn: (fields, message) => late.log?.warn(fields, message),
    info: (fields, message) => late.log?.info(fields, message),
  };
  try {
    database = await openDatabase(
      config.databaseUrl
        ? { databaseUrl: config.databaseUrl, log: databaseLog }
        : { dataDir: config.dataDir },
    );
  } catch (error) {
    if (error instanceof DirLockedError) return fail(error.message);
    return fail(`Could not open the database: ${(error as Error).message}`);
  }

  // Seeded first (config refuses SEED_DEMO in production unless demo accounts are allowed).
  const seeded = config.seedDemo ? await seedIfEmpty(database.db) : false;
  if (seeded) await seedDemoStaff(database.db, config.dataDir);
  const demo = await findDemoAccounts(database.db);
  const demoStaff = await findDemoStaff(database.db);
  if (config.isProduction && !config.allowDemoAccounts && demo.length > 0) {
    await database.close();
    return fail(
      `Production mode (NODE_ENV=production), but the demo accounts ${demo.join(', ')} of merchant ` +
        `${DEMO_MERCHANT_CODE} exist and their passwords are published. Delete or disable them, ` +
        'or set ALLOW_DEMO_ACCOUNTS=true to start anyway.',
    );
  }
  if (config.isProduction && !config.allowDemoAccounts && demoStaff.length > 0) {
    await database.close();
    return fail(
      `Production mode (NODE_ENV=production), but the demo staff accounts ${demoStaff.join(', ')} ` +
        'still sign in with their published passwords. Disable them or give them new passwords ' +
        '(console: Staff), or set ALLOW_DEMO_ACCOUNTS=true to start anyway.',
    );
  }
  const redis = config.redisUrl
    ? openRedis(config.redisUrl, {
        onDown: (error) =>
          late.log?.warn(
            { err: error },
            'redis does not answer: reads pass, logins and money answer 503 until it is back',
          ),
        onUp: () => late.log?.info({}, 'redis answers again'),
      })
    : undefined;
  if (redis && !(await redisReady(redis))) {
    process.stderr.write('Redis (REDIS_URL) does not answer yet; starting without it.\n');
  }
  const operatorToken = resolveOperatorToken(config.operatorToken, config.dataDir);
  let seedKey: Buffer;
  try {
    seedKey = resolveLotterySeedKey(config.lotterySeedKey, config.dataDir);
  } catch (error) {
    await database.close();
    return fail(`Lottery seed key: ${(error as Error).message}`);
  }
  // Before the app: its request spans and the engine's draw spans go to the global provider.
  const tracing = config.otlpEndpoint
    ? await startTracing({
        endpoint: config.otlpEndpoint,
        serviceName: config.otelServiceName,
        version: serverPackage.version,
      })
    : undefined;
  const app = await buildApp({
    database,
    redis,
    config: { ...config, operatorToken },
    captchaAnswers,
    payouts,
    // One instance among those sharing the database runs the draws (the leader lock).
    lottery: {
      runEngine: config.lotteryEngine,
      seedKey,
    },
    leaderboard: { runSettler: true },
    // Safe on every instance: one rolls up at a time, the others skip the tick.
    agent: { runRollup: true },
  });
  late.log = app.log;
  app.addHook('onClose', async () => {
    await tracing?.shutdown().catch(() => undefined);
    await database.close();
    // quit() needs a connection; a Redis that is down is simply let go.
    await redis?.quit().catch(() => redis.disconnect());
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') return fail(portInUse);
    return fail(`Could not listen on ${config.host}:${config.port}: ${(error as Error).message}`);
  }

  // Installed before the banner says the server runs, and kept for the whole shutdown (not
  // `once`): a signal right after the banner, or a second one while closing, would otherwise kill
  // the process mid-close, with the embedded database half written.
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      void shutdown(signal);
    });
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // For the admin CLI on this machine: the port this server really listens on.
  const serverUrl = localUrl(config.host, port);
  try {
    writeServerUrl(config.dataDir, serverUrl);
  } catch (error) {
    app.log.warn({ err: error }, 'could not write DATA_DIR/server-url for the admin CLI');
  }
  printBanner(config, port, database.kind, { seeded, demo, demoStaff });

  async function shutdown(signal: string): Promise<void> {
    app.log.info({ signal }, 'shutting down: finishing requests, then closing the database');
    const force = setTimeout(() => {
      app.log.error('shutdown took over 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    await app.close();
    removeServerUrl(config.dataDir, serverUrl);
    process.exit(0);
  }
}

function printBanner(
  config: Config,
  port: number,
  kind: Database['kind'],
  {
    seeded,
    demo,
    demoStaff,
  }: { seeded: boolean; demo: readonly string[]; demoStaff: readonly string[] },
): void {
  const hosts =
    config.host === '0.0.0.0' || config.host === '::'
      ? ['localhost', ...lanAddresses()]
      : [config.host];
  const lines = [
    '',
    '  Perlas Play is running.',
    ...hosts.map((host) => `  Open: http://${host}:${port}/`),
    `  Database: ${kind === 'pglite' ? `embedded (PGlite) in ${config.dataDir}` : 'PostgreSQL'}${seeded ? ', demo data seeded' : ''}`,
    ...demoBannerLines(demo, `http://${hosts[0] ?? 'localhost'}:${port}/`),
    ...staffBannerLines(demoStaff, `http://${hosts[0] ?? 'localhost'}:${port}/admin`),
    '  Operator: npm run admin -- status   (see README, "Operating the site")',
    `  API reference: http://${hosts[0] ?? 'localhost'}:${port}/reference  (OpenAPI: /openapi.json)`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

function lanAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((net) => net && net.family === 'IPv4' && !net.internal)
    .map((net) => net?.address ?? '')
    .filter(Boolean);
}

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}
