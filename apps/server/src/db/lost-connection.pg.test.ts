import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabase, testDatabaseUrl } from '../../test/test-app.js';
import { openDatabase, type Database } from './client.js';
import { rowsOf } from './raw-rows.js';

/**
 * PostgreSQL restarted or a backend terminated while a transaction holds a pooled connection:
 * the connection reports an 'error' event, which with no listener ends the whole process (the
 * failover drill saw an instance die so). The transaction fails; the process and the pool go on.
 */
describe('a connection lost in the middle of a transaction', () => {
  let database: Database;
  let admin: pg.Client;
  beforeAll(async () => {
    const url = testDatabaseUrl();
    if (!url) throw new Error('this file runs in the postgres project only');
    await sharedDatabase();
    database = await openDatabase({ databaseUrl: url });
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await database.close();
  });

  it('fails that transaction only; the process and the next queries go on', async () => {
    const unheard: unknown[] = [];
    const onUncaught = (error: unknown) => unheard.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      let pid = 0;
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const transaction = database.db.transaction(async (tx) => {
        pid = rowsOf<{ pid: number }>(await tx.execute(sql`SELECT pg_backend_pid() AS pid`))[0]!
          .pid;
        await held; // the connection sits checked out, no query running: as between two statements
        await tx.execute(sql`SELECT 1`);
      });
      while (pid === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      // The server's notice reaches the client while it waits.
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await expect(transaction).rejects.toThrow();

      expect(unheard).toEqual([]);
      const [row] = rowsOf<{ ok: number }>(await database.db.execute(sql`SELECT 1 AS ok`));
      expect(row?.ok).toBe(1);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
