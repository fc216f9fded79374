import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { inhouseSeeds } from '@/db/schema/index.js';

export type SeedRow = typeof inhouseSeeds.$inferSelect;
export type NewSeed = { serverSeed: string; serverSeedHash: string; clientSeed: string };

const active = (memberId: number) =>
  and(eq(inhouseSeeds.memberId, memberId), isNull(inhouseSeeds.revealedAt));

/** SQL of the members' seed pairs; pass a transaction handle to run inside it. */
export function createSeedsRepository(db: DbOrTx) {
  return {
    async active(memberId: number): Promise<SeedRow | undefined> {
      const [row] = await db.select().from(inhouseSeeds).where(active(memberId));
      return row;
    },

    /** The active pair, row-locked until the transaction ends: one bet of a member at a time. */
    async lockActive(memberId: number): Promise<SeedRow | undefined> {
      const [row] = await db.select().from(inhouseSeeds).where(active(memberId)).for('update');
      return row;
    },

    /** Starts a pair unless one is active (the partial unique index decides a race). */
    async insertIfNoActive(memberId: number, seed: NewSeed): Promise<void> {
      await db
        .insert(inhouseSeeds)
        .values({ memberId, ...seed })
        .onConflictDoNothing({
          target: inhouseSeeds.memberId,
          where: sql`${inhouseSeeds.revealedAt} IS NULL`,
        });
    },

    async setClientSeed(id: number, clientSeed: string): Promise<void> {
      await db.update(inhouseSeeds).set({ clientSeed }).where(eq(inhouseSeeds.id, id));
    },

    async advanceNonce(id: number): Promise<void> {
      await db
        .update(inhouseSeeds)
        .set({ nonce: sql`${inhouseSeeds.nonce} + 1` })
        .where(eq(inhouseSeeds.id, id));
    },

    async reveal(id: number): Promise<void> {
      await db.update(inhouseSeeds).set({ revealedAt: new Date() }).where(eq(inhouseSeeds.id, id));
    },

    /** The member's most recently revealed pair. */
    async lastRevealed(memberId: number): Promise<SeedRow | undefined> {
      const [row] = await db
        .select()
        .from(inhouseSeeds)
        .where(and(eq(inhouseSeeds.memberId, memberId), isNotNull(inhouseSeeds.revealedAt)))
        .orderBy(desc(inhouseSeeds.revealedAt), desc(inhouseSeeds.id))
        .limit(1);
      return row;
    },
  };
}

export type SeedsRepository = ReturnType<typeof createSeedsRepository>;
