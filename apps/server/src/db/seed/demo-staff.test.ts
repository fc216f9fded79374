import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/db/client.js';
import { operators } from '@/db/schema/index.js';
import { hashPassword } from '@/lib/passwords.js';
import { DEMO_STAFF, findDemoStaff, seedDemoStaff } from './demo-staff.js';

describe('the demo staff', () => {
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    // No staff yet: a database of its own.
    database = await openDatabase({});
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-staff-'));
  });
  afterAll(() => database.close());

  it('seeds them once with a key for the CLI, and finds those that keep the published password', async () => {
    await seedDemoStaff(database.db, dataDir);
    await seedDemoStaff(database.db, dataDir);
    const rows = await database.db.select().from(operators);
    expect(rows.map((row) => [row.username, row.role])).toEqual(
      DEMO_STAFF.map((staff) => [staff.username, staff.role]),
    );
    const key = path.join(dataDir, 'operator-key');
    expect((fs.statSync(key).mode & 0o777).toString(8)).toBe('600');
    expect(await findDemoStaff(database.db)).toEqual(['owner', 'cashier', 'cashier2', 'auditor']);
    // A new password, or a disabled account, is no longer a published one.
    await database.db
      .update(operators)
      .set({ passwordHash: await hashPassword('a password of our own') })
      .where(eq(operators.username, 'owner'));
    await database.db
      .update(operators)
      .set({ disabled: true })
      .where(eq(operators.username, 'cashier2'));
    expect(await findDemoStaff(database.db)).toEqual(['cashier', 'auditor']);
  });
});
