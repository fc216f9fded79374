import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@/db/client.js';
import { createSessionRepository } from './session.repository.js';
import { createSessionService } from './session.service.js';

export type { SessionMember, SessionService } from './session.service.js';

/** Member sessions (tokens stored hashed). Publishes `app.sessions`; it has no routes. */
export const sessionModule = fp(
  function session(app: FastifyInstance, { db }: { db: Db }) {
    app.decorate('sessions', createSessionService({ repo: createSessionRepository(db) }));
  },
  { name: 'session' },
);
