import { randomBytes } from 'node:crypto';
import {
  OPERATOR_ACCOUNTS_PATH,
  OPERATOR_SESSION_PATH,
  OperatorSession,
  type OperatorRole,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { operatorApiKeys, operators } from '@/db/schema/index.js';
import { hashPassword } from '@/lib/passwords.js';
import { hashToken } from '@/lib/tokens.js';
import { freshIp } from './accounts.js';
import { valueOf } from './http.js';

/** The owner account every test app's database has, acting through TEST_OWNER_KEY. */
export const TEST_OWNER = 'test-owner';
/** TEST_OWNER's API key: what tests send to the operator API as an owner. */
export const TEST_OWNER_KEY = 'opk_test-owner-key-0123456789abcdef';

/**
 * Makes TEST_OWNER and its key unless they exist (test files and PostgreSQL workers share one
 * database, so both inserts skip a row already there). From then on the database has an owner,
 * so the bootstrap token is refused in it.
 */
export async function ensureTestOwner(db: Db): Promise<void> {
  const [found] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.username, TEST_OWNER));
  if (!found) {
    const passwordHash = await hashPassword(randomBytes(18).toString('base64url'));
    await db
      .insert(operators)
      .values({ username: TEST_OWNER, passwordHash, role: 'owner' })
      .onConflictDoNothing({ target: operators.username });
  }
  const [owner] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.username, TEST_OWNER));
  if (!owner) throw new Error('test owner not made');
  await db
    .insert(operatorApiKeys)
    .values({
      operatorId: owner.id,
      name: 'tests',
      keyHash: hashToken(TEST_OWNER_KEY),
      prefix: TEST_OWNER_KEY.slice(0, 10),
    })
    .onConflictDoNothing({ target: operatorApiKeys.keyHash });
}

/** A staff account of `role` made by the test owner, signed in: its name and bearer headers. */
export async function staffSession(
  app: App,
  role: OperatorRole,
): Promise<{ username: string; headers: { authorization: string } }> {
  const username = `${role.replace('_', '')}${randomBytes(3).toString('hex')}`;
  const password = `staff-${randomBytes(6).toString('hex')}`;
  const owner = { authorization: `Bearer ${TEST_OWNER_KEY}` };
  const made = await app.inject({
    method: 'POST',
    url: OPERATOR_ACCOUNTS_PATH,
    headers: owner,
    payload: { username, password, role },
  });
  if (made.statusCode !== 200) throw new Error(`staff not made: ${made.body}`);
  const session = await app.inject({
    method: 'POST',
    url: OPERATOR_SESSION_PATH,
    remoteAddress: freshIp(),
    payload: { username, password },
  });
  const { token } = valueOf(session, OperatorSession);
  return { username, headers: { authorization: `Bearer ${token}` } };
}
