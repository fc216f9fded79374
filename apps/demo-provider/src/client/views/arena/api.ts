import type { SpotBet } from '../../../engines/tables/bets.js';
import type { ArenaState } from '../../../server/arena.js';
import { send } from '../../api.js';

/** GET /api/arena: the table's round as this player sees it, and their balance. */
export type ArenaView = ArenaState & { balance: number };

export type BetAnswer =
  | { status: 'OK'; balance: number; bets: SpotBet[] }
  | { status: 'CLOSED' | 'UNAVAILABLE' | 'BUSY' | 'SESSION_EXPIRED' }
  | { status: 'REFUSED'; code: string; message: string }
  | { status: 'INVALID_BET'; message: string };

export const loadArena = () => send<ArenaView | { status: string }>('/api/arena');

/** Places bets on the open round; each placement is debited at once. */
export const placeBets = (bets: SpotBet[]) =>
  send<BetAnswer>('/api/arena/bet', { method: 'POST', body: JSON.stringify({ bets }) });
