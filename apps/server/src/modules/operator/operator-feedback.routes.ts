import {
  OPERATOR_PREFIX,
  OperatorFeedbackImageParams,
  OperatorFeedbackPage,
  OperatorFeedbackQuery,
  OperatorMerchantParams,
  ok,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeedbackService } from '../feedback/index.js';
import { OPERATOR_ROUTE_CONFIG, operatorRoute } from './operator-guard.js';

const list = `${OPERATOR_PREFIX}/merchants/:merchantCode/feedback`;
const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;

/** Members' feedback for the operator: the list (no image bytes) and each image on its own. */
export const operatorFeedbackRoutes: FastifyPluginAsyncZod<{
  feedback: FeedbackService;
  merchantId: (code: string) => Promise<number>;
}> = async (app, { feedback, merchantId }) => {
  app.get(
    list,
    operatorRoute(OperatorFeedbackPage, {
      params: OperatorMerchantParams,
      querystring: OperatorFeedbackQuery,
    }),
    async (request) =>
      ok(
        await feedback.operator.list(await merchantId(request.params.merchantCode), request.query),
      ),
  );

  app.get(
    `${list}/:id/images/:n`,
    { config: OPERATOR_ROUTE_CONFIG, schema: { params: OperatorFeedbackImageParams } },
    async (request, reply) => {
      const { merchantCode, id, n } = request.params;
      const image = await feedback.operator.image(await merchantId(merchantCode), id, n);
      // The stored type is the one the bytes showed; nosniff (API headers) keeps it so.
      return reply
        .type(image.mimeType)
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `inline; filename="feedback-${id}-${n}.${EXTENSIONS[image.mimeType]}"`,
        )
        .send(image.bytes);
    },
  );
};
