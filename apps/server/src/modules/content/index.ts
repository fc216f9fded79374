import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ChangeBus } from '@/db/change-bus.js';
import type { Db } from '@/db/client.js';
import type { AnswerCache } from '@/lib/cached-answer.js';
import { createContentRepository } from './content.repository.js';
import { contentRoutes } from './content.routes.js';
import { createContentService } from './content.service.js';
import { createContentStore } from './content.store.js';

export type { ContentService } from './content.service.js';
export { contentTopic } from './content.store.js';

/** The content module's services: the cached store of each merchant's content and its service. */
export function createContentServices({
  db,
  bus,
  answers,
}: {
  db: Db;
  bus: ChangeBus;
  answers: AnswerCache;
}) {
  const repo = createContentRepository(db);
  const store = createContentStore({ repo, bus });
  return { store, content: createContentService({ repo, store, answers }) };
}
export type ContentServices = ReturnType<typeof createContentServices>;

/**
 * Announcements (banners, notices, popups, promotions), hot matches and the help centre of each
 * merchant: public reads from cached answers and a member's read flags. The operator API changes
 * them through the same service.
 */
export const contentModule = fp(
  async function content(app: FastifyInstance, { store, content }: ContentServices) {
    app.addHook('onClose', async () => store.close());
    await app.register(contentRoutes, { content });
  },
  { name: 'content', dependencies: ['relay'] },
);
