import {
  OPERATOR_PREFIX,
  OperatorMerchantParams,
  OperatorMerchantState,
  OperatorModuleParams,
  FourEyesBody,
  FirebaseWebConfigInput,
  JackpotSettings,
  ok,
  SwitchBody,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorRoute } from './operator-guard.js';
import type { OperatorService } from './operator.service.js';

/** The merchant's switches: maintenance, region restriction, withdrawals, VIP display, modules. */
export const operatorRoutes: FastifyPluginAsyncZod<{ operator: OperatorService }> = async (
  app,
  { operator },
) => {
  app.get(
    `${OPERATOR_PREFIX}/merchants/:merchantCode`,
    operatorRoute(OperatorMerchantState, { params: OperatorMerchantParams }),
    async (request) => ok(await operator.state(request.params.merchantCode)),
  );

  const switches = {
    maintenance: operator.setMaintenance,
    'region-restriction': operator.setRegionRestriction,
    withdrawal: operator.setWithdrawal,
    'vip-benefit-display': operator.setVipBenefitDisplay,
  };
  for (const [name, set] of Object.entries(switches)) {
    app.put(
      `${OPERATOR_PREFIX}/merchants/:merchantCode/${name}`,
      operatorRoute(OperatorMerchantState, { params: OperatorMerchantParams, body: SwitchBody }),
      async (request) => ok(await set(request.params.merchantCode, request.body.enabled)),
    );
  }

  // The home page's jackpot counter; DELETE goes back to SPEC §9's defaults.
  app.put(
    `${OPERATOR_PREFIX}/merchants/:merchantCode/jackpot`,
    operatorRoute(OperatorMerchantState, { params: OperatorMerchantParams, body: JackpotSettings }),
    async (request) => ok(await operator.setJackpot(request.params.merchantCode, request.body)),
  );

  app.delete(
    `${OPERATOR_PREFIX}/merchants/:merchantCode/jackpot`,
    operatorRoute(OperatorMerchantState, { params: OperatorMerchantParams }),
    async (request) => ok(await operator.setJackpot(request.params.merchantCode, null)),
  );

  // Google and Facebook sign-in's Firebase web app; DELETE removes it (the buttons hide).
  app.put(
    `${OPERATOR_PREFIX}/merchants/:merchantCode/firebase`,
    operatorRoute(OperatorMerchantState, {
      params: OperatorMerchantParams,
      body: FirebaseWebConfigInput,
    }),
    async (request) => ok(await operator.setFirebase(request.params.merchantCode, request.body)),
  );
  app.delete(
    `${OPERATOR_PREFIX}/merchants/:merchantCode/firebase`,
    operatorRoute(OperatorMerchantState, { params: OperatorMerchantParams }),
    async (request) => ok(await operator.setFirebase(request.params.merchantCode, null)),
  );

  // Four eyes on large withdrawals: the owner's alone (accounts/permissions.ts names no role).
  app.put(
    `${OPERATOR_PREFIX}/merchants/:merchantCode/four-eyes`,
    operatorRoute(OperatorMerchantState, { params: OperatorMerchantParams, body: FourEyesBody }),
    async (request) =>
      ok(await operator.setFourEyes(request.params.merchantCode, request.body.thresholdMinor)),
  );

  app.put(
    `${OPERATOR_PREFIX}/merchants/:merchantCode/whitelabel/:modId`,
    operatorRoute(OperatorMerchantState, { params: OperatorModuleParams, body: SwitchBody }),
    async (request) => {
      const { merchantCode, modId } = request.params;
      return ok(await operator.setModule(merchantCode, modId, request.body.enabled));
    },
  );
};
