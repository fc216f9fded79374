import type { GameInfo } from '../server/games.js';
import type { RoundAnswer as ServerRoundAnswer } from '../server/instant-round.js';

/** The game page's calls to its provider, named by the play session id the URL carries. */
const session = new URLSearchParams(location.search).get('s') ?? '';
const base = location.pathname.replace(/\/play$/, '');

export type { GameInfo };

export type SessionInfo = {
  nickname: string;
  language: 'TY' | 'EN';
  currency: string;
  trial: boolean;
  gameName: string;
  backUrl: string;
  balance: number;
  game: GameInfo;
  /** Blackjack: the hand still in play when the page opened, else null. */
  hand: unknown;
};

/** A round's answer as the provider sends it, or a refusal of the request before any round. */
export type RoundAnswer<Outcome> =
  ServerRoundAnswer<Outcome> | { status: 'SESSION_EXPIRED' | 'BUSY' | 'NOT_FOUND' };

/** A call of the page's API, with the play session's header. */
export async function send<T>(
  path: string,
  init: { method?: string; body?: string } = {},
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: { 'x-demo-session': session, 'content-type': 'application/json' },
  });
  return (await response.json()) as T;
}

export const loadSession = () => send<SessionInfo | { status: 'SESSION_EXPIRED' }>('/api/session');

export const playRound = <Outcome>(bet: Record<string, unknown>) =>
  send<RoundAnswer<Outcome>>('/api/round', { method: 'POST', body: JSON.stringify(bet) });

/** Blackjack's hand as the page may see it: the dealer's hole card is null until the end. */
export type BlackjackHand = {
  stake: number;
  player: string[];
  dealer: (string | null)[];
} & (
  | { phase: 'player' }
  | { phase: 'done'; result: 'blackjack' | 'win' | 'push' | 'lose' | 'bust'; win: number }
);

export type HandAnswer =
  | { status: 'OK'; hand: BlackjackHand; balance: number; pending: boolean }
  | Exclude<RoundAnswer<never>, { status: 'OK' }>;

/** Blackjack: `deal` with `{ stake }`, then `act` with `{ action: 'hit' | 'stand' | 'double' }`. */
export const blackjackStep = (step: 'deal' | 'act', body: Record<string, unknown>) =>
  send<HandAnswer>(`/api/blackjack/${step}`, { method: 'POST', body: JSON.stringify(body) });
