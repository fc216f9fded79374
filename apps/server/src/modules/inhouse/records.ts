import type { BetRecord } from '@app/contracts';
import type { DbOrTx } from '@/db/client.js';
import { betView } from './bet-view.js';
import { createBetsRepository } from './bets.repository.js';

/** The member's in-house bets as game records, by id (another member's are absent). */
export function createInhouseRecords(db: DbOrTx) {
  const bets = createBetsRepository(db);
  return {
    async byIds(memberId: number, ids: number[]): Promise<BetRecord[]> {
      const rows = new Map((await bets.byIds(memberId, ids)).map((row) => [row.id, betView(row)]));
      return ids.flatMap((id) => rows.get(id) ?? []);
    },
  };
}

export type InhouseRecords = ReturnType<typeof createInhouseRecords>;
