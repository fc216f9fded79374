import {
  OPERATOR_PREFIX,
  OperatorMerchantParams,
  OperatorPromotion,
  OperatorPromotionApplication,
  OperatorPromotionEnable,
  OperatorPromotionInput,
  OperatorPromotionParams,
  OperatorPromotionReject,
  ok,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PromotionsService } from '../promotions/index.js';
import { operatorRoute } from './operator-guard.js';

const list = `${OPERATOR_PREFIX}/merchants/:merchantCode/promotions`;
const applications = `${list}/applications`;

/**
 * A merchant's promotions: list and create them, switch one on or off, and decide the claims
 * waiting for approval (approve pays the bonus once, 'Issued'; reject with a reason, 'Rejected').
 */
export const operatorPromotionsRoutes: FastifyPluginAsyncZod<{
  promotions: PromotionsService;
  merchantId: (code: string) => Promise<number>;
}> = async (app, { promotions, merchantId }) => {
  const merchantOf = (params: { merchantCode: string }) => merchantId(params.merchantCode);
  app.get(
    list,
    operatorRoute(z.array(OperatorPromotion), { params: OperatorMerchantParams }),
    async (request) => ok(await promotions.operator.list(await merchantOf(request.params))),
  );
  app.post(
    list,
    operatorRoute(OperatorPromotion, {
      params: OperatorMerchantParams,
      body: OperatorPromotionInput,
    }),
    async (request) =>
      ok(await promotions.operator.create(await merchantOf(request.params), request.body)),
  );
  app.put(
    `${list}/:id/enabled`,
    operatorRoute(OperatorPromotion, {
      params: OperatorPromotionParams,
      body: OperatorPromotionEnable,
    }),
    async (request) =>
      ok(
        await promotions.operator.enable(
          await merchantOf(request.params),
          request.params.id,
          request.body.enabled,
        ),
      ),
  );
  app.get(
    applications,
    operatorRoute(z.array(OperatorPromotionApplication), { params: OperatorMerchantParams }),
    async (request) => ok(await promotions.operator.applications(await merchantOf(request.params))),
  );
  app.post(
    `${applications}/:id/approve`,
    operatorRoute(OperatorPromotionApplication, { params: OperatorPromotionParams }),
    async (request) =>
      ok(await promotions.operator.decide(await merchantOf(request.params), request.params.id, {})),
  );
  app.post(
    `${applications}/:id/reject`,
    operatorRoute(OperatorPromotionApplication, {
      params: OperatorPromotionParams,
      body: OperatorPromotionReject,
    }),
    async (request) =>
      ok(
        await promotions.operator.decide(await merchantOf(request.params), request.params.id, {
          reject: request.body.reason,
        }),
      ),
  );
};
