import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type App, type AppOptions } from '@/app.js';
import { openDatabase, type Database } from '@/db/client.js';
import { seedIfEmpty } from '@/db/seed/index.js';
import { ensureTestOwner, TEST_OWNER_KEY } from './operators.js';

declare module 'vitest' {
  interface ProvidedContext {
    /** A fresh PostgreSQL database of this run (project `postgres`); unset on PGlite. */
    databaseUrl?: string;
  }
}

/** The bootstrap token of test apps: refused in a database with an owner, as every test app's. */
export const BOOTSTRAP_TOKEN = 'test-operator-token-0123456789abcdef';
/** What tests send to the operator API: an owner's API key (test/operators.ts). */
export const OPERATOR_TOKEN = TEST_OWNER_KEY;
export const WEB_DIST_FIXTURE = fileURLToPath(new URL('./fixtures/web-dist', import.meta.url));
/** Text in the fixture index.html, to recognise the app shell. */
export const SHELL_MARKER = 'test-shell-7f3a';

/** The demo provider's pages, served as with the demo data (built or not: its routes stand). */
export const DEMO_PROVIDER_DIR = fileURLToPath(
  new URL('../../demo-provider/dist/client', import.meta.url),
);

export const TEST_CONFIG: AppOptions['config'] = {
  logLevel: 'silent',
  operatorToken: BOOTSTRAP_TOKEN,
  defaultMerchantCode: 'DEMO',
  webDistDir: WEB_DIST_FIXTURE,
  demoProviderDir: DEMO_PROVIDER_DIR,
  trustProxy: false,
  bodyLimit: 1_048_576,
};

/** The URL of this run's PostgreSQL database, when the project runs on one. */
export const testDatabaseUrl = (): string | undefined => inject('databaseUrl');

let shared: Promise<Database> | undefined;

/**
 * The one database of this worker, migrated and seeded: in-memory PGlite, or the project's
 * PostgreSQL database. Test files share it (isolate: false), so a file that changes merchant
 * state restores it afterwards.
 */
export function sharedDatabase(): Promise<Database> {
  shared ??= (async () => {
    const url = testDatabaseUrl();
    const database = await openDatabase(url ? { databaseUrl: url } : {});
    await seedIfEmpty(database.db);
    return database;
  })();
  return shared;
}

/** The shared database if a test has opened it, without opening it (for after-each checks). */
export const openedSharedDatabase = (): Promise<Database> | undefined => shared;

export type TestAppOptions = {
  database?: Database;
  config?: Partial<AppOptions['config']>;
  extend?: (app: FastifyInstance) => void | Promise<void>;
  logStream?: NodeJS.WritableStream;
  /** The rate limiter's shared store (lib/redis.ts). */
  redis?: AppOptions['redis'];
  /** No test owner: the database keeps whatever staff it has (the bootstrap token's tests). */
  withoutTestOwner?: boolean;
};

/**
 * buildApp on the shared database with the fixture web build, and an owner whose key is
 * OPERATOR_TOKEN.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<App> {
  const database = options.database ?? (await sharedDatabase());
  if (!options.withoutTestOwner) await ensureTestOwner(database.db);
  const app = await buildApp({
    database,
    config: { ...TEST_CONFIG, ...options.config },
    ...(options.extend ? { extend: options.extend } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.redis ? { redis: options.redis } : {}),
  });
  await app.ready();
  return app;
}
