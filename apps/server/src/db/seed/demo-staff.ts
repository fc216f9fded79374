import fs from 'node:fs';
import path from 'node:path';
import type { OperatorRole } from '@app/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { OWNER_ONLY_DIR_MODE, OWNER_ONLY_FILE_MODE } from '@/lib/owner-only.js';
import { hashPassword, verifyPassword } from '@/lib/passwords.js';
import { hashToken, newToken } from '@/lib/tokens.js';
import type { Db } from '../client.js';
import { operatorApiKeys, operators } from '../schema/index.js';

/** The demo's staff accounts for the console (/admin); their passwords are published. */
export const DEMO_STAFF: readonly { username: string; password: string; role: OperatorRole }[] = [
  { username: 'owner', password: 'Owner-demo-1234', role: 'owner' },
  { username: 'cashier', password: 'Cashier-demo-1234', role: 'finance' },
  { username: 'cashier2', password: 'Cashier-demo-1234', role: 'finance' },
  { username: 'auditor', password: 'Auditor-demo-1234', role: 'auditor' },
];

/** Where the demo owner's API key is kept for the admin CLI on the same machine. */
export const OPERATOR_KEY_FILE = 'operator-key';

/**
 * On freshly seeded demo data only: the demo staff, and an API key of the demo owner written
 * (mode 600) to DATA_DIR/operator-key, where `npm run admin` finds it. An owner exists from then
 * on, so the bootstrap token is closed, as on a site set up by hand.
 */
export async function seedDemoStaff(db: Db, dataDir: string): Promise<void> {
  const existing = await db.select({ id: operators.id }).from(operators).limit(1);
  if (existing.length > 0) return;
  const rows = await Promise.all(
    DEMO_STAFF.map(async ({ username, password, role }) => ({
      username,
      role,
      passwordHash: await hashPassword(password),
    })),
  );
  const inserted = await db.insert(operators).values(rows).returning();
  const owner = inserted.find((row) => row.role === 'owner');
  if (!owner) throw new Error('demo owner not seeded');
  const key = `opk_${newToken()}`;
  await db.insert(operatorApiKeys).values({
    operatorId: owner.id,
    name: 'demo: npm run admin',
    keyHash: hashToken(key),
    prefix: key.slice(0, 10),
  });
  fs.mkdirSync(dataDir, { recursive: true, mode: OWNER_ONLY_DIR_MODE });
  const file = path.join(dataDir, OPERATOR_KEY_FILE);
  fs.writeFileSync(file, `${key}\n`, { mode: OWNER_ONLY_FILE_MODE });
  fs.chmodSync(file, OWNER_ONLY_FILE_MODE);
}

/**
 * The demo staff accounts that still sign in with their published password (production refuses
 * to start with any: start.ts). A staff member who merely has a demo username does not count.
 */
export async function findDemoStaff(db: Db): Promise<string[]> {
  const rows = await db
    .select({ username: operators.username, passwordHash: operators.passwordHash })
    .from(operators)
    .where(
      and(
        inArray(
          operators.username,
          DEMO_STAFF.map((staff) => staff.username),
        ),
        eq(operators.disabled, false),
      ),
    )
    .orderBy(operators.id);
  const published = new Map(DEMO_STAFF.map((staff) => [staff.username, staff.password]));
  const found: string[] = [];
  for (const row of rows) {
    if (await verifyPassword(row.passwordHash, published.get(row.username) ?? '')) {
      found.push(row.username);
    }
  }
  return found;
}
