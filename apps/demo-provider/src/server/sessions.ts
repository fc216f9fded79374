import { randomBytes } from 'node:crypto';

/** A player at one of the provider's games, after the operator authenticated the launch. */
export type PlaySession = {
  playerId: string;
  /** The operator's game session token, named by every debit. */
  sessionToken: string;
  nickname: string;
  language: 'TY' | 'EN';
  currency: string;
  trial: boolean;
  /** The operator's game id and its lobby. */
  gameId: string;
  gameType: string;
  /** The lobby tile's name (the launch URL carries it). */
  gameName: string;
  /** Where "back to the lobby" goes. */
  backUrl: string;
  /** The player's last known balance (minor units). */
  balance: number;
  /** A round in play: one at a time per session, so two taps are not two bets. */
  busy: boolean;
  lastSeen: number;
};

/** How long a session lives without a request (the operator's session ends sooner if idle). */
const IDLE_MS = 2 * 60 * 60_000;
const MAX_SESSIONS = 50_000;

/**
 * The provider's play sessions, in memory: a demo provider serves one instance. Each is named by a
 * 256-bit random id the game page holds; idle ones are dropped.
 */
export function createSessions(now: () => number = Date.now) {
  const sessions = new Map<string, PlaySession>();

  function sweep(): void {
    const cutoff = now() - IDLE_MS;
    for (const [id, session] of sessions) if (session.lastSeen < cutoff) sessions.delete(id);
  }

  return {
    open(session: Omit<PlaySession, 'busy' | 'lastSeen'>): string {
      if (sessions.size >= MAX_SESSIONS) sweep();
      const id = randomBytes(32).toString('base64url');
      sessions.set(id, { ...session, busy: false, lastSeen: now() });
      return id;
    },
    get(id: string | undefined): PlaySession | undefined {
      const session = id === undefined ? undefined : sessions.get(id);
      if (!session) return undefined;
      if (session.lastSeen < now() - IDLE_MS) {
        sessions.delete(id ?? '');
        return undefined;
      }
      session.lastSeen = now();
      return session;
    },
    get size() {
      return sessions.size;
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
