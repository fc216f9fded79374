import type { VendorRecord } from '@app/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { games, gameVendors, vendorRounds } from '@/db/schema/index.js';

/** The member's rounds of providers' games as game records, by id (another member's are absent). */
export function createVendorRecords(db: DbOrTx) {
  return {
    async byIds(memberId: number, ids: number[]): Promise<VendorRecord[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: vendorRounds.id,
          roundId: vendorRounds.roundId,
          status: vendorRounds.status,
          stake: vendorRounds.stake,
          payout: vendorRounds.payout,
          createdAt: vendorRounds.createdAt,
          settledAt: vendorRounds.settledAt,
          gameName: games.name,
          vendorName: gameVendors.displayName,
        })
        .from(vendorRounds)
        .leftJoin(games, eq(games.id, vendorRounds.gameId))
        .leftJoin(gameVendors, eq(gameVendors.code, games.vendorCode))
        .where(and(eq(vendorRounds.memberId, memberId), inArray(vendorRounds.id, ids)));
      const byId = new Map(
        rows.map((row): [number, VendorRecord] => [
          row.id,
          {
            id: row.id,
            game: 'vendor',
            // A game that has left the catalogue keeps its round, named by the provider's round.
            gameName: row.gameName ?? row.roundId,
            vendorName: row.vendorName ?? '',
            roundId: row.roundId,
            status: row.status,
            stake: row.stake,
            payout: row.payout,
            profit: row.status === 'open' ? 0 : row.payout - row.stake,
            createdAt: row.createdAt.getTime(),
            settledAt: row.settledAt?.getTime() ?? null,
          },
        ]),
      );
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}

export type VendorRecords = ReturnType<typeof createVendorRecords>;
