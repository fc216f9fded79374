import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type App, type AppOptions } from '@/app.js';
import { openDatabase, type Database } from '@/db/client.js';
import { seedIfEmpty } from '@/db/seed/index.js';

declare module 'vitest' {
  interface ProvidedContext {
    /** A fresh PostgreSQL database of this run (project `postgres`); unset on PGlite. */
    databaseUrl?: string;
  }
}

export const OPERATOR_TOKEN = 'test-operator-token-0123456789abcdef';
export const WEB_DIST_FIXTURE = fileURLToPath(new URL('./fixtures/web-dist', import.meta.url));
/** Text in the fixture index.html, to recognise the app shell. */
export const SHELL_MARKER = 'test-shell-7f3a';

export const TEST_CONFIG: AppOptions['config'] = {
  logLevel: 'silent',
  operatorToken: OPERATOR_TOKEN,
  defaultMerchantCode: 'DEMO',
  webDistDir: WEB_DIST_FIXTURE,
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
};

/** buildApp on the shared database with the fixture web build and a known operator token. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<App> {
  const app = await buildApp({
    database: options.database ?? (await sharedDatabase()),
    config: { ...TEST_CONFIG, ...options.config },
    ...(options.extend ? { extend: options.extend } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.redis ? { redis: options.redis } : {}),
  });
  await app.ready();
  return app;
}
