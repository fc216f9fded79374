import type { Db } from '@/db/client.js';
import { createSessionRepository } from './session.repository.js';
import { createSessionService } from './session.service.js';

export type { SessionMember, SessionService } from './session.service.js';
export { SESSION_IDLE_MS } from './session.service.js';

/** Member sessions (tokens stored hashed); the auth plugin and the auth module read them. No routes. */
export const createSessions = ({ db }: { db: Db }) =>
  createSessionService({ repo: createSessionRepository(db) });
