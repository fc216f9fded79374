import type { DbOrTx } from '@/db/client.js';
import { createBetCounts } from './bet-counts.js';
import { createGameRecords } from './game-records.js';
import { createTeamBets } from './team-bets.js';
import { createWeeklyTurnover } from './weekly-turnover.js';

export { createBetCounts, type BetCounts, type Counted } from './bet-counts.js';
export {
  createGameRecords,
  type GameRecords,
  type RecordFilter,
  type RecordRef,
} from './game-records.js';
export {
  createTeamBets,
  type TeamBetFilter,
  type TeamBetRow,
  type TeamBets,
  type TeamBetTotals,
} from './team-bets.js';
export { createWeeklyTurnover, type Standing, type WeekRange } from './weekly-turnover.js';

/**
 * The one read model of members' play: the in-house bets and the lottery orders and bets (the
 * inhouse and lottery modules' tables), read here for the modules that report on play: rebate
 * (bets counted between marks), records (the game records list), leaderboard (a week's
 * stakes) and the agents' team betting (a team's bets). Valid bets are those of wallet's valid-bet.ts. It has no routes; pass a transaction
 * handle to read inside it.
 */
export function createPlayHistory(db: DbOrTx) {
  return {
    ...createBetCounts(db),
    ...createGameRecords(db),
    ...createWeeklyTurnover(db),
    ...createTeamBets(db),
  };
}
export type PlayHistory = ReturnType<typeof createPlayHistory>;
