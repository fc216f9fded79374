import {
  OPERATOR_PREFIX,
  OperatorMerchantParams,
  OperatorMerchantState,
  OperatorModuleParams,
  JackpotSettings,
  ok,
  successEnvelope,
  SwitchBody,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPERATOR_ROUTE_CONFIG as config } from './operator-guard.js';
import type { OperatorService } from './operator.service.js';

const reply200 = { response: { 200: successEnvelope(OperatorMerchantState) } };

/** The merchant's switches: maintenance, region restriction, withdrawals, VIP display, modules. */
export const operatorRoutes: FastifyPluginAsyncZod<{ operator: OperatorService }> = async (
  app,
  { operator },
) => {
  app.get(
    `${OPERATOR_PREFIX}/merchants/:merchantCode`,
    { config, schema: { params: OperatorMerchantParams, ...reply200 } },
    async (request) => ok(await operator.state(request.params.merchantCode)),
  );

  app.put(
    `${OPERATOR_PREFIX}/merchants/:merchantCode/maintenance`,
    { config, schema: { params: OperatorMerchantParams, body: SwitchBody, ...reply200 } },
    async (request) =>
      ok(await operator.setMaintenance(request.params.merchantCode, request.body.enabled)),
  );

  app.put(
    `${OPERATOR_PREFIX}/merchants/:merchantCode/region-restriction`,
    { config, schema: { params: OperatorMerchantParams, body: SwitchBody, ...reply200 } },
    async (request) =>
      ok(await operator.setRegionRestriction(request.params.merchantCode, request.body.enabled)),
  );

  app.put(
    `${OPERATOR_PREFIX}/merchants/:merchantCode/withdrawal`,
    { config, schema: { params: OperatorMerchantParams, body: SwitchBody, ...reply200 } },
    async (request) =>
      ok(await operator.setWithdrawal(request.params.merchantCode, request.body.enabled)),
  );

  app.put(
    `${OPERATOR_PREFIX}/merchants/:merchantCode/vip-benefit-display`,
    { config, schema: { params: OperatorMerchantParams, body: SwitchBody, ...reply200 } },
    async (request) =>
      ok(await operator.setVipBenefitDisplay(request.params.merchantCode, request.body.enabled)),
  );

  // The home page's jackpot counter; DELETE goes back to SPEC §9's defaults.
  app.put(
    `${OPERATOR_PREFIX}/merchants/:merchantCode/jackpot`,
    { config, schema: { params: OperatorMerchantParams, body: JackpotSettings, ...reply200 } },
    async (request) => ok(await operator.setJackpot(request.params.merchantCode, request.body)),
  );

  app.delete(
    `${OPERATOR_PREFIX}/merchants/:merchantCode/jackpot`,
    { config, schema: { params: OperatorMerchantParams, ...reply200 } },
    async (request) => ok(await operator.setJackpot(request.params.merchantCode, null)),
  );

  app.put(
    `${OPERATOR_PREFIX}/merchants/:merchantCode/whitelabel/:modId`,
    { config, schema: { params: OperatorModuleParams, body: SwitchBody, ...reply200 } },
    async (request) => {
      const { merchantCode, modId } = request.params;
      return ok(await operator.setModule(merchantCode, modId, request.body.enabled));
    },
  );
};
