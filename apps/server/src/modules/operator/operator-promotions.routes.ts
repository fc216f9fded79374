import {
  OPERATOR_PREFIX,
  OperatorMerchantParams,
  OperatorPromotion,
  OperatorPromotionApplication,
  OperatorPromotionEnable,
  OperatorPromotionInput,
  OperatorPromotionParams,
  OperatorPromotionReject,
} from '@app/contracts';
import { z } from 'zod';
import type { PromotionsService } from '../promotions/index.js';
import { decisionRoute, merchantRoutes, type OperatorMerchantRoutes } from './operator-merchant.js';

const list = `${OPERATOR_PREFIX}/merchants/:merchantCode/promotions`;
const applications = `${list}/applications`;

/**
 * A merchant's promotions: list, create and change them (PUT …/:id, its code kept), switch one on
 * or off, and decide the claims waiting for approval (approve pays the bonus once, 'Issued';
 * reject with a reason, 'Rejected').
 */
export const operatorPromotionsRoutes: OperatorMerchantRoutes<{
  promotions: PromotionsService;
}> = async (app, { promotions, merchantId }) => {
  const route = merchantRoutes(merchantId);
  app.get(
    list,
    route(z.array(OperatorPromotion), { params: OperatorMerchantParams }, (id) =>
      promotions.operator.list(id),
    ),
  );
  app.post(
    list,
    route(
      OperatorPromotion,
      { params: OperatorMerchantParams, body: OperatorPromotionInput },
      (id, { body }) => promotions.operator.create(id, body),
    ),
  );
  app.put(
    `${list}/:id`,
    decisionRoute(
      route(
        OperatorPromotion,
        { params: OperatorPromotionParams, body: OperatorPromotionInput },
        (id, { params, body, operatorAudit }) =>
          promotions.operator.update(id, params.id, body, operatorAudit),
      ),
    ),
  );
  app.put(
    `${list}/:id/enabled`,
    route(
      OperatorPromotion,
      { params: OperatorPromotionParams, body: OperatorPromotionEnable },
      (id, { params, body }) => promotions.operator.enable(id, params.id, body.enabled),
    ),
  );
  app.get(
    applications,
    route(z.array(OperatorPromotionApplication), { params: OperatorMerchantParams }, (id) =>
      promotions.operator.applications(id),
    ),
  );
  app.post(
    `${applications}/:id/approve`,
    decisionRoute(
      route(OperatorPromotionApplication, { params: OperatorPromotionParams }, (id, request) =>
        promotions.operator.decide(id, request.params.id, {}, request.operatorAudit),
      ),
    ),
  );
  app.post(
    `${applications}/:id/reject`,
    decisionRoute(
      route(
        OperatorPromotionApplication,
        { params: OperatorPromotionParams, body: OperatorPromotionReject },
        (id, request) =>
          promotions.operator.decide(
            id,
            request.params.id,
            { reject: request.body.reason },
            request.operatorAudit,
          ),
      ),
    ),
  );
};
