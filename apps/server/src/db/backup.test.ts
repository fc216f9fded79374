import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '../../test/ledger-invariants.js';
import { testDatabaseUrl } from '../../test/test-app.js';
import { DirLockedError } from '../lib/dir-lock.js';
import { backupDatabase, restoreDatabase } from './backup.js';
import { openDatabase, type Database } from './client.js';
import { rowsOf } from './raw-rows.js';
import { seedIfEmpty } from './seed/index.js';

/** Every ledger account's balance, and how many members and draws: what a restore must bring back. */
async function books(database: Database) {
  const balances = rowsOf<{ owner: string; balance: string }>(
    await database.db.execute(sql`
      SELECT merchant_id || ':' || coalesce(member_id::text, '-') || ':' || kind AS owner,
        balance::text AS balance
      FROM ledger_accounts ORDER BY merchant_id, member_id NULLS FIRST, kind`),
  );
  const [counts] = rowsOf<{ members: string; draws: string }>(
    await database.db.execute(sql`
      SELECT (SELECT count(*) FROM members)::text AS members,
        (SELECT count(*) FROM lottery_draws)::text AS draws`),
  );
  await checkInvariants(database.db);
  return { balances, counts };
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe('backup and restore of a seeded site', () => {
  it('brings the embedded database back, balance for balance, after its folder is wiped', async () => {
    const dataDir = path.join(scratch, 'site');
    const site = await openDatabase({ dataDir });
    await seedIfEmpty(site.db);
    const before = await books(site);
    // The demo members' money, and the house accounts it came from.
    expect(before.balances.filter((row) => row.balance !== '0').length).toBeGreaterThanOrEqual(5);
    // A running server holds the folder: no backup of a database being written.
    await expect(backupDatabase({ dataDir }, path.join(scratch, 'no.tar.gz'))).rejects.toThrow(
      DirLockedError,
    );
    await site.close();

    const file = path.join(scratch, 'site.tar.gz');
    await backupDatabase({ dataDir }, file);
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');
    fs.rmSync(path.join(dataDir, 'pglite'), { recursive: true });

    expect(await restoreDatabase({ dataDir }, file)).toBeUndefined();
    const restored = await openDatabase({ dataDir });
    expect(await books(restored)).toEqual(before);
    await restored.close();

    // A file that does not load leaves the site as it was.
    const broken = path.join(scratch, 'broken.tar.gz');
    fs.writeFileSync(broken, 'not a dump');
    await expect(restoreDatabase({ dataDir }, broken)).rejects.toThrow();
    const untouched = await openDatabase({ dataDir });
    expect(await books(untouched)).toEqual(before);
    await untouched.close();

    // Restoring over a database keeps the one there beside it.
    const kept = await restoreDatabase({ dataDir }, file);
    expect(kept).toMatch(/pglite\.before-restore-\d+$/);
    expect(fs.existsSync(kept ?? '')).toBe(true);
  }, 120_000);

  it.runIf(testDatabaseUrl())(
    'brings PostgreSQL back with pg_dump and pg_restore, after the database is dropped',
    async () => {
      const adminUrl = testDatabaseUrl() ?? '';
      const name = `backup_src_${randomBytes(4).toString('hex')}`;
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const admin = async (statement: string) => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(statement).finally(() => client.end());
      };
      await admin(`CREATE DATABASE "${name}"`);
      try {
        const site = await openDatabase({ databaseUrl: url.toString() });
        await seedIfEmpty(site.db);
        const before = await books(site);
        await site.close();

        const file = path.join(scratch, 'site.dump');
        await backupDatabase({ databaseUrl: url.toString() }, file);
        await admin(`DROP DATABASE "${name}" WITH (FORCE)`);
        await admin(`CREATE DATABASE "${name}"`);
        await restoreDatabase({ databaseUrl: url.toString() }, file);

        const restored = await openDatabase({ databaseUrl: url.toString() });
        expect(await books(restored)).toEqual(before);
        await restored.close();
      } finally {
        await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }
    },
    180_000,
  );
});
