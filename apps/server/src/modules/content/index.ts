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

/**
 * Announcements (banners, notices, popups, promotions), hot matches and the help centre of each
 * merchant: public reads from cached answers and a member's read flags. Publishes `app.content`,
 * which the operator API changes them through.
 */
export const contentModule = fp(
  async function content(
    app: FastifyInstance,
    { db, bus, answers }: { db: Db; bus: ChangeBus; answers: AnswerCache },
  ) {
    const repo = createContentRepository(db);
    const store = createContentStore({ repo, bus });
    app.addHook('onClose', async () => store.close());
    const content = createContentService({ repo, store, answers });
    app.decorate('content', content);
    await app.register(contentRoutes, { content });
  },
  { name: 'content', dependencies: ['relay'] },
);
