import { randomBytes } from 'node:crypto';
import { sha256Hex, type FairnessState, type RevealedSeed } from '@app/contracts';
import type { Db } from '@/db/client.js';
import { createSeedsRepository, type NewSeed, type SeedRow } from './seeds.repository.js';

/** A fresh pair: a 256-bit server seed (committed by its hash) and a random client seed. */
export function newSeed(clientSeed = randomBytes(8).toString('hex')): NewSeed {
  const serverSeed = randomBytes(32).toString('hex');
  return { serverSeed, serverSeedHash: sha256Hex(serverSeed), clientSeed };
}

const revealed = (row: SeedRow): RevealedSeed => ({
  serverSeed: row.serverSeed,
  serverSeedHash: row.serverSeedHash,
  clientSeed: row.clientSeed,
  nonce: row.nonce,
});

/** The member's seed pairs: shown (hash only), the client seed set, rotated (revealed). */
export function createFairnessService({ db }: { db: Db }) {
  const seeds = createSeedsRepository(db);

  /** The active pair, started on first use. */
  async function ensureActive(memberId: number): Promise<SeedRow> {
    const found = await seeds.active(memberId);
    if (found) return found;
    await seeds.insertIfNoActive(memberId, newSeed());
    const created = await seeds.active(memberId);
    if (!created) throw new Error('inhouse: seed not created');
    return created;
  }

  async function state(memberId: number): Promise<FairnessState> {
    const [current, previous] = await Promise.all([
      ensureActive(memberId),
      seeds.lastRevealed(memberId),
    ]);
    return {
      serverSeedHash: current.serverSeedHash,
      clientSeed: current.clientSeed,
      nonce: current.nonce,
      previous: previous ? revealed(previous) : null,
    };
  }

  return {
    ensureActive,
    state,

    /** Sets the client seed of the active pair; the next bet uses it (the nonce runs on). */
    async setClientSeed(memberId: number, clientSeed: string): Promise<FairnessState> {
      await ensureActive(memberId);
      await db.transaction(async (tx) => {
        const locked = await createSeedsRepository(tx).lockActive(memberId);
        if (locked) await createSeedsRepository(tx).setClientSeed(locked.id, clientSeed);
      });
      return state(memberId);
    },

    /** Reveals the active server seed and commits to a new one, under the bet lock. */
    async rotate(memberId: number, clientSeed?: string): Promise<FairnessState> {
      await ensureActive(memberId);
      await db.transaction(async (tx) => {
        const repo = createSeedsRepository(tx);
        const locked = await repo.lockActive(memberId);
        if (!locked) return;
        await repo.reveal(locked.id);
        await repo.insertIfNoActive(memberId, newSeed(clientSeed ?? locked.clientSeed));
      });
      return state(memberId);
    },
  };
}

export type FairnessService = ReturnType<typeof createFairnessService>;
