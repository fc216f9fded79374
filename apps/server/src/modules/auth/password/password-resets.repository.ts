import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { members, passwordResets } from '../../../db/schema/index.js';

/** Reset links by the hash of their token. Times are the database's. */
export function createPasswordResetsRepository(db: DbOrTx) {
  return {
    async insert(tokenHash: string, memberId: number, ttlMinutes: number): Promise<void> {
      await db.insert(passwordResets).values({
        tokenHash,
        memberId,
        expiresAt: sql`now() + make_interval(mins => ${ttlMinutes})`,
      });
    },

    /**
     * Marks a live link of a member of `merchantId` used and returns the member id, in one
     * statement: of two requests with one link only one gets it.
     */
    async claim(tokenHash: string, merchantId: number): Promise<number | undefined> {
      const ofMerchant = db
        .select({ id: members.id })
        .from(members)
        .where(eq(members.merchantId, merchantId));
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, sql`now()`),
            inArray(passwordResets.memberId, ofMerchant),
          ),
        )
        .returning({ memberId: passwordResets.memberId });
      return row?.memberId;
    },

    /** Drops links expired a day ago or more. */
    async sweep(): Promise<void> {
      await db
        .delete(passwordResets)
        .where(lt(passwordResets.expiresAt, sql`now() - interval '1 day'`));
    },
  };
}

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;
