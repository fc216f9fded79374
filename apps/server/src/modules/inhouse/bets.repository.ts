import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BetOutcome } from '@app/contracts';
import type { DbOrTx } from '@/db/client.js';
import { isMemberKey } from '@/db/queries.js';
import { inhouseBets, inhouseSeeds } from '@/db/schema/index.js';

export type NewBet = typeof inhouseBets.$inferInsert;

/** A bet with its seed pair's commitment, and the server seed once revealed. */
const betFields = {
  id: inhouseBets.id,
  game: inhouseBets.game,
  idempotencyKey: inhouseBets.idempotencyKey,
  stake: inhouseBets.stake,
  payout: inhouseBets.payout,
  clientSeed: inhouseBets.clientSeed,
  nonce: inhouseBets.nonce,
  outcome: inhouseBets.outcome,
  createdAt: inhouseBets.createdAt,
  serverSeedHash: inhouseSeeds.serverSeedHash,
  serverSeed: sql<
    string | null
  >`case when ${inhouseSeeds.revealedAt} is null then null else ${inhouseSeeds.serverSeed} end`,
};

export type BetRow = {
  id: number;
  game: string;
  idempotencyKey: string;
  stake: number;
  payout: number;
  clientSeed: string;
  nonce: number;
  outcome: BetOutcome;
  createdAt: Date;
  serverSeedHash: string;
  serverSeed: string | null;
};

/** SQL of the in-house bets; pass a transaction handle to run inside it. */
export function createBetsRepository(db: DbOrTx) {
  const selectBets = () =>
    db
      .select(betFields)
      .from(inhouseBets)
      .innerJoin(inhouseSeeds, eq(inhouseSeeds.id, inhouseBets.seedId));

  return {
    /** Inserts the bet; answers its id and the database's time of it. */
    async insert(bet: NewBet): Promise<{ id: number; createdAt: Date }> {
      const [row] = await db
        .insert(inhouseBets)
        .values(bet)
        .returning({ id: inhouseBets.id, createdAt: inhouseBets.createdAt });
      if (!row) throw new Error('inhouse: bet not inserted');
      return row;
    },

    async findByKey(memberId: number, idempotencyKey: string): Promise<BetRow | undefined> {
      const [row] = await selectBets().where(isMemberKey(inhouseBets, memberId, idempotencyKey));
      return row;
    },

    /** The member's bets among `ids` (another member's are absent). */
    byIds: (memberId: number, ids: number[]): Promise<BetRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : selectBets().where(and(eq(inhouseBets.memberId, memberId), inArray(inhouseBets.id, ids))),
  };
}

export type BetsRepository = ReturnType<typeof createBetsRepository>;
