import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@/db/client.js';
import { createInboxRepository } from './inbox.repository.js';
import { inboxRoutes } from './inbox.routes.js';
import { createInboxService } from './inbox.service.js';

export type { InboxService } from './inbox.service.js';
/** Other modules write a message inside their own transaction (e.g. a lottery win notice). */
export { createInboxRepository } from './inbox.repository.js';

/**
 * The member inbox: messages an operator sends to one member or to all, read state and the
 * unread count. Publishes `app.inbox`, which the operator API sends through.
 */
export const inboxModule = fp(
  async function inbox(app: FastifyInstance, { db }: { db: Db }) {
    const inbox = createInboxService({ repo: createInboxRepository(db) });
    app.decorate('inbox', inbox);
    await app.register(inboxRoutes, { inbox });
  },
  { name: 'inbox', dependencies: ['relay'] },
);
