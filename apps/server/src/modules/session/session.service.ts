import { hashToken, newToken } from '@/lib/tokens.js';
import type { SessionRepository } from './session.repository.js';

/** A session dies after this long without use… */
export const SESSION_IDLE_MS = 2 * 60 * 60_000;
/** …and this long after login, used or not. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60_000;
/** lastSeenAt is written at most this often, so reads stay cheap. */
const TOUCH_EVERY_MS = 60_000;

/** The member behind a request's token. */
export type SessionMember = {
  sessionId: number;
  memberId: number;
  account: string;
  type: number;
  merchantId: number;
  merchantCode: string;
};

export function createSessionService({
  repo,
  now = () => new Date(),
}: {
  repo: SessionRepository;
  now?: () => Date;
}) {
  return {
    /** A new random token for the member; only its hash is stored. */
    async create(
      member: { memberId: number; merchantId: number },
      client: { ip: string; userAgent: string },
    ): Promise<{ token: string; sessionId: number }> {
      const token = newToken();
      const at = now();
      const sessionId = await repo.insert({
        tokenHash: hashToken(token),
        memberId: member.memberId,
        merchantId: member.merchantId,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: new Date(at.getTime() + SESSION_ABSOLUTE_MS),
        ip: client.ip,
        userAgent: client.userAgent.slice(0, 255),
      });
      return { token, sessionId };
    },

    /** The live session of `token`, or undefined when unknown, revoked, expired or idle too long. */
    async resolve(token: string): Promise<SessionMember | undefined> {
      const at = now();
      const row = await repo.findLive(hashToken(token), at);
      if (!row || row.disabled) return undefined;
      const idle = at.getTime() - row.lastSeenAt.getTime();
      if (idle > SESSION_IDLE_MS) {
        await repo.revoke(row.sessionId, at);
        return undefined;
      }
      if (idle > TOUCH_EVERY_MS) await repo.touch(row.sessionId, at);
      return {
        sessionId: row.sessionId,
        memberId: row.memberId,
        account: row.account,
        type: row.type,
        merchantId: row.merchantId,
        merchantCode: row.merchantCode,
      };
    },

    revoke: (sessionId: number) => repo.revoke(sessionId, now()),
    /** After a password change: every other session of the member ends. */
    revokeOthers: (memberId: number, keepSessionId?: number) =>
      repo.revokeAllOf(memberId, now(), keepSessionId),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
