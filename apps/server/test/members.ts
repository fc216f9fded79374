import { randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { members, merchants } from '@/db/schema/index.js';
import { sharedDatabase } from './test-app.js';

/** The id of a seeded merchant (DEMO unless told). */
export async function merchantIdOf(code = 'DEMO'): Promise<number> {
  const { db } = await sharedDatabase();
  const [row] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.code, code));
  if (!row) throw new Error(`merchant ${code} is not seeded`);
  return row.id;
}

/** A 10-digit mobile number no other test uses (random), e.g. "9173829104". */
export const freshMobileNum = (): string => `9${randomInt(100_000_000, 1_000_000_000)}`;

/**
 * Bare member rows with a mobile number, for tests that only need the number to belong to
 * someone; remove() deletes them again (the database is shared by every test file).
 */
export function phoneMembers() {
  const ids: number[] = [];
  return {
    async add(
      merchantId: number,
      countryDialingCode: string,
      mobileNum: string,
      { disabled = false }: { disabled?: boolean } = {},
    ): Promise<number> {
      const { db } = await sharedDatabase();
      const account = `m${mobileNum}`;
      const [row] = await db
        .insert(members)
        .values({
          merchantId,
          account,
          accountKey: account,
          passwordHash: 'not-a-hash',
          countryDialingCode,
          mobileNum,
          disabled,
        })
        .returning({ id: members.id });
      if (!row) throw new Error('member was not created');
      ids.push(row.id);
      return row.id;
    },
    async remove(): Promise<void> {
      const { db } = await sharedDatabase();
      if (ids.length > 0) await db.delete(members).where(inArray(members.id, ids.splice(0)));
    },
  };
}
