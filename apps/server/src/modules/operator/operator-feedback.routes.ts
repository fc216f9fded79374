import {
  OPERATOR_PREFIX,
  OperatorFeedbackImageParams,
  OperatorFeedbackPage,
  OperatorFeedbackQuery,
  OperatorMerchantParams,
} from '@app/contracts';
import type { FeedbackService } from '../feedback/index.js';
import { OPERATOR_ROUTE_CONFIG } from './operator-guard.js';
import { merchantRoutes, type OperatorMerchantRoutes } from './operator-merchant.js';

const list = `${OPERATOR_PREFIX}/merchants/:merchantCode/feedback`;
const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;

/** Members' feedback for the operator: the list (no image bytes) and each image on its own. */
export const operatorFeedbackRoutes: OperatorMerchantRoutes<{ feedback: FeedbackService }> = async (
  app,
  { feedback, merchantId },
) => {
  app.get(
    list,
    merchantRoutes(merchantId)(
      OperatorFeedbackPage,
      { params: OperatorMerchantParams, querystring: OperatorFeedbackQuery },
      (id, { query }) => feedback.operator.list(id, query),
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
