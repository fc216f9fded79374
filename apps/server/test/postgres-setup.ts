import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/** Runs `statement` on the server of TEST_DATABASE_URL (through its own database). */
async function admin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Global setup of the `postgres` project: a fresh database per run, named uniquely so parallel
 * runs never meet, handed to the workers as `databaseUrl` and dropped at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `app_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE "${name}"`);

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  project.provide('databaseUrl', url.toString());

  return async () => {
    // FORCE: the worker's pool may still be connected when it is torn down.
    await admin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
}
