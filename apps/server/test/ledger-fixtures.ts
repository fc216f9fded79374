import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { members, merchants } from '@/db/schema/index.js';
import { createSessionRepository } from '@/modules/session/session.repository.js';
import { createSessionService } from '@/modules/session/session.service.js';

export async function merchantIdOf(db: Db, code: string): Promise<number> {
  const [row] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.code, code));
  if (!row) throw new Error(`merchant ${code} is not seeded`);
  return row.id;
}

export type TestMember = { id: number; merchantId: number; account: string };

/** A member row of its own (unique account), for tests that need an owner for ledger accounts. */
export async function insertTestMember(
  db: Db,
  options: { merchantCode?: string; type?: number; uplineId?: number; prefix?: string } = {},
): Promise<TestMember> {
  const merchantId = await merchantIdOf(db, options.merchantCode ?? 'DEMO');
  const account = `${options.prefix ?? 'wallet'}${randomBytes(4).toString('hex')}`;
  const [row] = await db
    .insert(members)
    .values({
      merchantId,
      account,
      accountKey: account.toLowerCase(),
      passwordHash: 'not-a-hash',
      type: options.type ?? 0,
      uplineId: options.uplineId ?? null,
    })
    .returning({ id: members.id });
  if (!row) throw new Error('test member not created');
  return { id: row.id, merchantId, account };
}

/** A live session token for `member`, as a login would issue it. */
export async function tokenFor(db: Db, member: TestMember): Promise<string> {
  const sessions = createSessionService({ repo: createSessionRepository(db) });
  const { token } = await sessions.create(
    { memberId: member.id, merchantId: member.merchantId },
    { ip: '127.0.0.1', userAgent: 'vitest' },
  );
  return token;
}
