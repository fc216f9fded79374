import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@/db/client.js';
import { feedbackRoutes } from './feedback.routes.js';
import { createFeedbackService } from './feedback.service.js';

export type { FeedbackService } from './feedback.service.js';

/**
 * Members' feedback with images (PUT /wps/feedback). Publishes `app.feedback`, which the
 * operator API reads it through.
 */
export const feedbackModule = fp(
  async function feedback(app: FastifyInstance, { db }: { db: Db }) {
    const service = createFeedbackService({ db });
    app.decorate('feedback', service);
    // Not wrapped in fastify-plugin: the multipart parser stays inside this route's scope.
    await app.register(feedbackRoutes, { feedback: service });
  },
  { name: 'feedback' },
);
