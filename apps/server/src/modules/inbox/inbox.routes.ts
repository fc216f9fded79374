import {
  deleteInboxRelay,
  getInboxRelay,
  readAllInboxRelay,
  readInboxRelay,
  unreadCountRelay,
} from '@app/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { memberIdsOf, privateAnswers } from '@/lib/member-routes.js';
// app.addRelay is declared there; e2e/ type-checks this file on its own.
import type { Reader } from './inbox.repository.js';
import type { InboxService } from './inbox.service.js';

/** Whose inbox a call reads: always the caller's own (the relay's auth is 'member'). */
const readerOf = (request: FastifyRequest): Reader => memberIdsOf(request);

/** A member's messages (SPEC §7): every answer is theirs alone, never stored by a cache. */
export const inboxRoutes: FastifyPluginAsync<{ inbox: InboxService }> = async (app, { inbox }) => {
  // This plugin's routes only: every one of them answers about one member.
  privateAnswers(app);

  app.addRelay(getInboxRelay, async (query, request) =>
    inbox.page(readerOf(request), request.language, query),
  );
  app.addRelay(unreadCountRelay, async (_query, request) => inbox.unreadCount(readerOf(request)));
  app.addRelay(readInboxRelay, async ({ id }, request) =>
    inbox.read(readerOf(request), request.language, id),
  );
  app.addRelay(readAllInboxRelay, async (_body, request) => inbox.readAll(readerOf(request)));
  app.addRelay(deleteInboxRelay, async ({ id }, request) => {
    await inbox.remove(readerOf(request), id);
    return true;
  });
};
