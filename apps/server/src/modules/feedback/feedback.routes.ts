import multipart from '@fastify/multipart';
import { FEEDBACK_MODULE, FEEDBACK_PATH, FeedbackReceipt, ok } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answering } from '@/lib/route-schema.js';
import { memberIdsOf } from '@/lib/member-routes.js';
import { readFeedbackForm } from './feedback.form.js';
import { FEEDBACK_PER_IP } from './feedback.limits.js';
import type { FeedbackService } from './feedback.service.js';

/**
 * PUT /wps/feedback (SPEC §7): multipart/form-data with `content` and up to three `images`.
 * Registered in a scope of its own, so only this route parses multipart bodies.
 */
export const feedbackRoutes: FastifyPluginAsyncZod<{ feedback: FeedbackService }> = async (
  app,
  { feedback },
) => {
  // Limits come per request (feedback.form.ts); the plugin's defaults never apply.
  await app.register(multipart);

  app.put(
    FEEDBACK_PATH,
    {
      config: {
        // Members only; a free-trial account gets free_reject, as the page's route guard says.
        auth: 'real-member',
        module: FEEDBACK_MODULE,
        rateLimit: { ...FEEDBACK_PER_IP, keyGenerator: (request) => request.ip },
      },
      schema: answering(FeedbackReceipt),
    },
    async (request) =>
      ok(
        await feedback.send(memberIdsOf(request), request.language, () =>
          readFeedbackForm(request),
        ),
      ),
  );
};
