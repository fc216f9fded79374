import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { members, passwordResets } from '@/db/schema/index.js';

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

    /** A link of a member of `merchantId` by its token's hash, whatever its state. */
    async find(
      tokenHash: string,
      merchantId: number,
    ): Promise<{ memberId: number; used: boolean; expired: boolean } | undefined> {
      const [row] = await db
        .select({
          memberId: passwordResets.memberId,
          used: sql<boolean>`${passwordResets.usedAt} is not null`,
          expired: sql<boolean>`${passwordResets.expiresAt} <= now()`,
        })
        .from(passwordResets)
        .innerJoin(members, eq(members.id, passwordResets.memberId))
        .where(and(eq(passwordResets.tokenHash, tokenHash), eq(members.merchantId, merchantId)))
        .limit(1);
      return row;
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
