import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDir } from '../lib/dir-lock.js';
import { makeOwnerOnly } from '../lib/owner-only.js';
import { DEDICATED_CONNECTION } from './dedicated-connection.js';
import { createLocalBus, createPostgresBus, type ChangeBus } from './change-bus.js';
import { postgresLeaderLock, processLeaderLock, type LeaderLock } from './leader-lock.js';
import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; repositories accept either. */
export type DbTx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | DbTx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  bus: ChangeBus;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  /** The advisory lock `key` that elects one leader among the instances (db/leader-lock.ts). */
  leaderLock(key: number): LeaderLock;
  /** The PostgreSQL pool's connections (PGlite has none). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
};

export type DatabaseOptions =
  /** A real PostgreSQL server; `log` hears of its notification connection's losses and returns. */
  | { databaseUrl: string; log?: DatabaseLog }
  /** PGlite in a folder (locked against a second process), or in memory when dataDir is omitted. */
  | { dataDir?: string };

/** Where the database reports faults it survives (the app's logger, once there is one). */
export type DatabaseLog = {
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any constant: the key of the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_KEY = 727_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return 'databaseUrl' in options
    ? openPostgres(options.databaseUrl, options.log)
    : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const release = dataDir ? lockDir(dataDir) : () => undefined;
  // PGlite lays out its files world-readable (whatever the umask), and an older server left a
  // folder so: owner-only before it opens, once it has, and when it closes.
  const secure = () => {
    if (dataDir) makeOwnerOnly(dataDir);
  };
  try {
    secure();
    const client = await PGlite.create(dataDir ? path.join(dataDir, 'pglite') : undefined);
    const db = drizzlePglite({ client, schema, casing: 'snake_case' });
    await migratePglite(db, { migrationsFolder });
    secure();
    const bus = createLocalBus();
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      bus,
      async ping() {
        await client.query('SELECT 1');
      },
      leaderLock: processLeaderLock,
      async close() {
        await bus.close();
        await client.close();
        secure();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(connectionString: string, log?: DatabaseLog): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server ends (a restart, a failover, a forced drop) is reported here and
  // left by the pool, which opens another for the next query; unheard, it would end the process.
  pool.on('error', () => undefined);
  // One checked out (a transaction between two statements) reports it on itself: its statements
  // fail and the pool drops it when it comes back. Unheard, it too would end the process.
  pool.on('connect', (client) => client.on('error', () => undefined));
  await migratePostgres(connectionString);
  const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
  const bus = await createPostgresBus(
    pool,
    () => new pg.Client({ connectionString, ...DEDICATED_CONNECTION }),
    {
      onLost: (error) =>
        log?.warn({ err: error }, 'change bus: notification connection lost; reconnecting'),
      onBack: (attempts) =>
        log?.info({ attempts }, 'change bus: listening again; every cached answer dropped'),
    },
  );
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    bus,
    async ping() {
      await db.execute(sql`SELECT 1`);
    },
    leaderLock: (key) => postgresLeaderLock(connectionString, key),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async close() {
      await bus.close();
      await pool.end();
    },
  };
}

/** Migrates on one connection holding an advisory lock, so instances starting together take turns. */
async function migratePostgres(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg({ client, casing: 'snake_case' }), { migrationsFolder });
  } finally {
    await client
      .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    await client.end();
  }
}
