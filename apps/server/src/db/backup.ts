import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { lockDir } from '../lib/dir-lock.js';
import { makeOwnerOnly, OWNER_ONLY_FILE_MODE } from '../lib/owner-only.js';

const run = promisify(execFile);

/** Where a site's database is: PostgreSQL by URL, or the embedded one in DATA_DIR. */
export type BackupTarget = { databaseUrl: string } | { dataDir: string };

const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * libpq's environment for `url`: the password stays out of the command line (which `ps` shows to
 * every user) and out of the error a failed command throws (which names its arguments).
 */
function pgEnvironment(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: decodeURIComponent(parsed.hostname),
    PGPORT: parsed.port || '5432',
    PGUSER: decodeURIComponent(parsed.username),
    PGPASSWORD: decodeURIComponent(parsed.password),
    PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)),
  };
  const sslmode = parsed.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/**
 * Backs the site's database up into `file`: PostgreSQL with pg_dump (custom format, no owners,
 * restorable into any database), the embedded database with its own dump (a gzipped tar of its
 * folder, taken while no server has it open: the folder's lock refuses a running one).
 */
export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  if ('databaseUrl' in target) {
    // Made owner-only before pg_dump writes into it (it keeps the mode of a file it truncates).
    fs.writeFileSync(file, '', { mode: OWNER_ONLY_FILE_MODE });
    fs.chmodSync(file, OWNER_ONLY_FILE_MODE);
    await run('pg_dump', ['--format=custom', '--no-owner', '--file', file], {
      env: pgEnvironment(target.databaseUrl),
    });
    return;
  }
  const release = lockDir(target.dataDir);
  try {
    const client = await PGlite.create(pgliteDir(target.dataDir));
    const dump = await client.dumpDataDir('gzip');
    await client.close();
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()), { mode: OWNER_ONLY_FILE_MODE });
    fs.chmodSync(file, OWNER_ONLY_FILE_MODE);
  } finally {
    release();
  }
}

/**
 * Restores `file` over the site's database. PostgreSQL: pg_restore drops what the dump holds and
 * makes it again (--clean --if-exists), in one transaction. Embedded: the folder there is kept
 * beside as `pglite.before-restore-<time>` and the dump becomes the database.
 */
export async function restoreDatabase(
  target: BackupTarget,
  file: string,
): Promise<string | undefined> {
  if ('databaseUrl' in target) {
    const env = pgEnvironment(target.databaseUrl);
    await run(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        '--dbname',
        env.PGDATABASE ?? '',
        file,
      ],
      { env },
    );
    return undefined;
  }
  fs.mkdirSync(target.dataDir, { recursive: true });
  const release = lockDir(target.dataDir);
  try {
    const dir = pgliteDir(target.dataDir);
    // Loaded beside and read once before it takes the place of the database there: a file
    // that does not load leaves the site as it was.
    const loading = `${dir}.restoring-${Date.now()}`;
    try {
      const client = await PGlite.create(loading, {
        loadDataDir: new Blob([fs.readFileSync(file)]),
      });
      await client.query('SELECT 1');
      await client.close();
    } catch (error) {
      fs.rmSync(loading, { recursive: true, force: true });
      throw error;
    }
    const kept = fs.existsSync(dir) ? `${dir}.before-restore-${Date.now()}` : undefined;
    if (kept) fs.renameSync(dir, kept);
    fs.renameSync(loading, dir);
    makeOwnerOnly(target.dataDir);
    return kept;
  } finally {
    release();
  }
}
