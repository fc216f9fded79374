import type { DbOrTx } from '@/db/client.js';
import { createBetCounts } from './bet-counts.js';
import { createGameRecords } from './game-records.js';
import { createWeeklyTurnover } from './weekly-turnover.js';

export { createBetCounts, type BetCounts, type Counted } from './bet-counts.js';
export {
  createGameRecords,
  type GameRecords,
  type RecordFilter,
  type RecordRef,
} from './game-records.js';
export { createWeeklyTurnover, type Standing, type WeekRange } from './weekly-turnover.js';

/**
 * The one read model of members' play: the in-house bets and the lottery orders and bets (the
 * inhouse and lottery modules' tables), read here for the modules that report on play: rebate
 * (bets counted between marks), records (the game records list) and leaderboard (a week's
 * stakes). Valid bets are those of wallet's valid-bet.ts. It has no routes; pass a transaction
 * handle to read inside it.
 */
export function createPlayHistory(db: DbOrTx) {
  return {
    ...createBetCounts(db),
    ...createGameRecords(db),
    ...createWeeklyTurnover(db),
  };
}
export type PlayHistory = ReturnType<typeof createPlayHistory>;
