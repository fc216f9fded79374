import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@/db/client.js';
import { feedbackRoutes } from './feedback.routes.js';
import { createFeedbackService, type FeedbackService } from './feedback.service.js';

export type { FeedbackService } from './feedback.service.js';

/** Members' feedback; the operator API reads it through the same service. */
export const createFeedback = ({ db }: { db: Db }) => createFeedbackService({ db });

/** Members' feedback with images (PUT /wps/feedback). */
export const feedbackModule = fp(
  async function feedback(app: FastifyInstance, { feedback }: { feedback: FeedbackService }) {
    // Not wrapped in fastify-plugin: the multipart parser stays inside this route's scope.
    await app.register(feedbackRoutes, { feedback });
  },
  { name: 'feedback' },
);
