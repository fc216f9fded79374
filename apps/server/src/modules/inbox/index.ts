import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { InboxTexts } from '@app/contracts';
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

/**
 * A cashier module's notify: each notice goes to the member's inbox from 'Cashier'; a failed
 * send is logged (with `failure`) and never fails the decision it reports.
 */
export const cashierNotifier =
  (inbox: InboxService, log: FastifyBaseLogger, failure: string) =>
  async ({
    merchantId,
    account,
    texts,
  }: {
    merchantId: number;
    account: string;
    texts: InboxTexts;
  }) => {
    try {
      await inbox.operator.send(merchantId, { account, sender: 'Cashier', texts });
    } catch (error) {
      log.warn({ err: error }, failure);
    }
  };

/** The member inbox: messages to one member or to all, read state and the unread count. */
export const inboxModule = fp(
  async function inbox(app: FastifyInstance, { inbox }: { inbox: InboxService }) {
    await app.register(inboxRoutes, { inbox });
  },
  { name: 'inbox', dependencies: ['relay'] },
);
