import {
  Adjustment,
  AdjustmentParams,
  AdjustmentQuery,
  AdjustmentReject,
  OPERATOR_ADJUSTMENTS_PATH,
  OperatorMerchantParams,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decisionRoute, merchantRoutes, type MerchantIdOf } from '../operator-merchant.js';
import type { AdjustmentsService } from './adjustments.service.js';

type OperatorApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The merchant's balance adjustments: GET …/adjustments (?status=pending: those waiting for a
 * second operator), POST …/adjustments/:adjustmentId/approve and …/reject {reason}.
 */
export function adjustmentRoutes(
  app: OperatorApp,
  adjustments: AdjustmentsService,
  merchantId: MerchantIdOf,
) {
  const route = merchantRoutes(merchantId);
  app.get(
    OPERATOR_ADJUSTMENTS_PATH,
    route(
      z.array(Adjustment),
      { params: OperatorMerchantParams, querystring: AdjustmentQuery },
      (id, { query }) => adjustments.list(id, { status: query.status }, query.limit),
    ),
  );
  app.post(
    `${OPERATOR_ADJUSTMENTS_PATH}/:adjustmentId/approve`,
    decisionRoute(
      route(Adjustment, { params: AdjustmentParams }, (id, { params, operatorAudit }) =>
        adjustments.approve(id, params.adjustmentId, operatorAudit),
      ),
    ),
  );
  app.post(
    `${OPERATOR_ADJUSTMENTS_PATH}/:adjustmentId/reject`,
    decisionRoute(
      route(
        Adjustment,
        { params: AdjustmentParams, body: AdjustmentReject },
        (id, { params, body, operatorAudit }) =>
          adjustments.reject(id, params.adjustmentId, body.reason, operatorAudit),
      ),
    ),
  );
}
