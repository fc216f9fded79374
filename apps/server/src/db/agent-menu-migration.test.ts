import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const AGENT_MENU_TAG = '0033_agent_menu';

/** The migrations folder as it was before the agent menu's. */
function foldersBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(migrations, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe('migration 0033: the agent menu reaches existing merchants', () => {
  const before = foldersBefore(AGENT_MENU_TAG);
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it('adds AGECEN and its items to a merchant made earlier, keeping a value it already had', async () => {
    const client = await PGlite.create();
    const db = drizzle({ client, casing: 'snake_case' });
    await migrate(db, { migrationsFolder: before });
    const merchant = await client.query<{ id: number }>(
      `INSERT INTO merchants (code, name, currency, currency_symbol, default_language, supported_languages)
       VALUES ('OLD', 'Old site', 'PHP', '₱', 'TY', '["TY","EN"]') RETURNING id`,
    );
    const id = merchant.rows[0]?.id;
    await client.query(
      `INSERT INTO whitelabel_modules (merchant_id, mod_id, parent_mod_id, enabled, sort)
       VALUES ($1, 'AGEPAG', 'AGECEN', false, 0)`,
      [id],
    );

    await migrate(db, { migrationsFolder: migrations });

    const rows = await client.query<{
      mod_id: string;
      parent_mod_id: string | null;
      enabled: boolean;
    }>(`SELECT mod_id, parent_mod_id, enabled FROM whitelabel_modules WHERE merchant_id = $1`, [
      id,
    ]);
    const byId = new Map(rows.rows.map((row) => [row.mod_id, row]));
    expect(byId.get('AGECEN')).toMatchObject({ parent_mod_id: null, enabled: true });
    expect(byId.get('AGENTRANSMULTDOWN3')).toMatchObject({
      parent_mod_id: 'AGECEN',
      enabled: true,
    });
    expect(byId.get('HIAGECEN3')).toMatchObject({ parent_mod_id: 'MEMCEN_GRP', enabled: false });
    expect(byId.get('AGEPAG')?.enabled).toBe(false);
    await client.close();
    // Every migration, twice, on a fresh embedded database: seconds alone, more on a loaded machine.
  }, 60_000);
});
