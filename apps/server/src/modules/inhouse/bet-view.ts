import type { BetRecord, InhouseGame } from '@app/contracts';
import type { BetRow } from './bets.repository.js';

/** A stored bet as its player sees it (the service's one row → contract mapping). */
export function betView(row: BetRow): BetRecord {
  return {
    id: row.id,
    game: row.game as InhouseGame,
    stake: row.stake,
    payout: row.payout,
    profit: row.payout - row.stake,
    createdAt: row.createdAt.getTime(),
    outcome: row.outcome,
    fairness: {
      serverSeedHash: row.serverSeedHash,
      clientSeed: row.clientSeed,
      nonce: row.nonce,
      serverSeed: row.serverSeed,
    },
  };
}
