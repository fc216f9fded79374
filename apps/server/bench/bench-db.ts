import pg from 'pg';
import { buildApp, type App } from '@/app.js';
import { openDatabase, type Database } from '@/db/client.js';
import { seedIfEmpty } from '@/db/seed/index.js';
import { createLedgerService } from '@/modules/wallet/index.js';
import { insertTestMember, tokenFor } from '../test/ledger-fixtures.js';

/** What the money benches share: a seeded app, funded members, a fresh PostgreSQL database. */

export type BenchMember = { id: number; headers: Record<string, string> };

/** The whole app on `database`, seeded as a fresh demo site; its lottery on `now` when given. */
export async function benchApp(database: Database, now?: () => number): Promise<App> {
  await seedIfEmpty(database.db);
  return buildApp({
    database,
    config: {
      logLevel: 'silent',
      operatorToken: undefined,
      defaultMerchantCode: 'DEMO',
      webDistDir: '.',
      trustProxy: false,
      bodyLimit: 1_048_576,
    },
    ...(now ? { lottery: { now } } : {}),
  });
}

/** `count` signed-in DEMO members holding `funds` minor units each. */
export async function fundedMembers(
  database: Database,
  count: number,
  funds: bigint,
): Promise<BenchMember[]> {
  const ledger = createLedgerService({ db: database.db });
  const list: BenchMember[] = [];
  for (let i = 0; i < count; i += 1) {
    const member = await insertTestMember(database.db, { prefix: 'bench' });
    await ledger.credit(
      member.merchantId,
      member.id,
      funds,
      'house_promotions',
      `bench:${member.id}`,
    );
    const token = await tokenFor(database.db, member);
    list.push({
      id: member.id,
      headers: { authorization: token, merchant: 'DEMO', 'content-type': 'application/json' },
    });
  }
  return list;
}

/** Runs `bench` on the embedded PGlite, then on a fresh database of BENCH_DATABASE_URL's server. */
export async function onEachDatabase(
  prefix: string,
  bench: (name: string, database: Database) => Promise<void>,
): Promise<void> {
  const pglite = await openDatabase({});
  try {
    await bench('PGlite (in memory)', pglite);
  } finally {
    await pglite.close();
  }
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    process.stdout.write('PostgreSQL: set BENCH_DATABASE_URL=postgres://… to measure it too\n');
    return;
  }
  const name = `${prefix}_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await bench('PostgreSQL', database);
  } finally {
    await database.close();
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

/** `total` jobs, `concurrency` in flight; answers jobs per second and the statuses seen. */
export async function runConcurrently(
  total: number,
  concurrency: number,
  job: (n: number) => Promise<number>,
): Promise<{ perSecond: number; statuses: Record<number, number> }> {
  let next = 0;
  const statuses = new Map<number, number>();
  const worker = async () => {
    while (next < total) {
      const status = await job(next++);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: total / seconds, statuses: Object.fromEntries(statuses) };
}
