import { backupDatabase, restoreDatabase, type BackupTarget } from '../db/backup.js';
import { resolveUserPath } from '../lib/user-path.js';

/**
 * `npm run backup -- <file>` and `npm run restore -- <file>`: the site's database by
 * DATABASE_URL, else the embedded one in DATA_DIR (default ./data, its server stopped).
 */
const [command, named] = process.argv.slice(2);
// Paths as the user typed them, from the folder npm was run in (as the server reads DATA_DIR).
const { DATABASE_URL, DATA_DIR = './data', INIT_CWD } = process.env;
const file = named === undefined ? undefined : resolveUserPath(named, INIT_CWD);
const target: BackupTarget = DATABASE_URL
  ? { databaseUrl: DATABASE_URL }
  : { dataDir: resolveUserPath(DATA_DIR, INIT_CWD) };
const where =
  'databaseUrl' in target
    ? 'PostgreSQL (DATABASE_URL)'
    : `the embedded database in ${target.dataDir}`;

if ((command !== 'backup' && command !== 'restore') || !file) {
  process.stderr.write('usage: npm run backup -- <file> | npm run restore -- <file>\n');
  process.exitCode = 2;
} else if (command === 'backup') {
  await backupDatabase(target, file);
  process.stdout.write(`backed up ${where} into ${file}\n`);
} else {
  const kept = await restoreDatabase(target, file);
  process.stdout.write(
    `restored ${file} into ${where}${kept ? `; the folder before is kept as ${kept}` : ''}\n`,
  );
}
