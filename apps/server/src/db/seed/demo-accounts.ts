import { DEMO_MERCHANT_CODE } from '@app/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import { members, merchants } from '../schema/index.js';
import { DEMO_ACCOUNTS } from './demo-members.js';

const DEMO_ACCOUNT_KEYS = [
  DEMO_ACCOUNTS.player,
  DEMO_ACCOUNTS.agent,
  ...DEMO_ACCOUNTS.downline,
  DEMO_ACCOUNTS.agentOnly,
].map(({ account }) => account.toLowerCase());

/**
 * The seeded demo accounts (their passwords are published) that can still sign in on the demo
 * merchant, by account name. Production refuses to start while any is left (start.ts).
 */
export async function findDemoAccounts(db: Db): Promise<string[]> {
  const rows = await db
    .select({ account: members.account })
    .from(members)
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .where(
      and(
        eq(merchants.code, DEMO_MERCHANT_CODE),
        inArray(members.accountKey, DEMO_ACCOUNT_KEYS),
        eq(members.disabled, false),
      ),
    )
    .orderBy(members.id);
  return rows.map((row) => row.account);
}
