import { desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { sealingKeys, usedNonces } from '@/db/schema/index.js';

export type SealingKeyRow = typeof sealingKeys.$inferSelect;

/** Any constant: the advisory lock under which the first instance creates the shared key. */
const SEALING_KEY_LOCK = 727_004;

export function createSealingRepository(db: Db) {
  return {
    async findByKid(kid: string): Promise<SealingKeyRow | undefined> {
      const [row] = await db.select().from(sealingKeys).where(eq(sealingKeys.kid, kid));
      return row;
    },

    /**
     * The newest key, or `create()`'s one stored when there is none yet. Under an advisory lock,
     * so instances starting together end up with one key rather than one each.
     */
    async findOrInsert(
      create: () => { kid: string; secretKey: string; publicKey: string },
    ): Promise<SealingKeyRow> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEALING_KEY_LOCK})`);
        const [existing] = await tx
          .select()
          .from(sealingKeys)
          .orderBy(desc(sealingKeys.createdAt))
          .limit(1);
        if (existing) return existing;
        const [inserted] = await tx.insert(sealingKeys).values(create()).returning();
        if (!inserted) throw new Error('sealing key not stored');
        return inserted;
      });
    },

    /** Records a nonce; false when it was already there (a replay). */
    async useNonce(nonce: string, expiresAt: Date): Promise<boolean> {
      const rows = await db
        .insert(usedNonces)
        .values({ nonce, expiresAt })
        .onConflictDoNothing()
        .returning({ nonce: usedNonces.nonce });
      return rows.length > 0;
    },

    async sweepNonces(now: Date): Promise<void> {
      await db.delete(usedNonces).where(lt(usedNonces.expiresAt, now));
    },
  };
}

export type SealingRepository = ReturnType<typeof createSealingRepository>;
