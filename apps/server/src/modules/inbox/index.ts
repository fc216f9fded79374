import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@/db/client.js';
import { createInboxRepository } from './inbox.repository.js';
import { inboxRoutes } from './inbox.routes.js';
import { createInboxService, type InboxService } from './inbox.service.js';

export type { InboxService } from './inbox.service.js';
/** Other modules write a message inside their own transaction (e.g. a lottery win notice). */
export { createInboxRepository } from './inbox.repository.js';

/** The member inbox's service; the operator API and the cashier modules send through it. */
export const createInbox = ({ db }: { db: Db }) =>
  createInboxService({ repo: createInboxRepository(db) });

/** The member inbox: messages to one member or to all, read state and the unread count. */
export const inboxModule = fp(
  async function inbox(app: FastifyInstance, { inbox }: { inbox: InboxService }) {
    await app.register(inboxRoutes, { inbox });
  },
  { name: 'inbox', dependencies: ['relay'] },
);
