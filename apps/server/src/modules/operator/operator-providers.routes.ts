import {
  OPERATOR_PROVIDERS_PATH,
  OperatorProvider,
  OperatorProviderInput,
  ProviderReconciliation,
  ProviderReconciliationQuery,
  VendorCode,
  ok,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@/lib/app-error.js';
import type { ProvidersOperator } from '../providers/index.js';
import { operatorRoute } from './operator-guard.js';

const Code = z.object({ code: VendorCode });

/**
 * Game providers, the platform's (not a merchant's): list them with their vendors (GET
 * /operator/providers), add or change one (PUT …/:code), hand a vendor to one or back (PUT
 * …/:code/vendors/:vendor, DELETE /operator/providers/vendors/:vendor), and a day reconciled
 * against the ledger (GET …/:code/reconciliation?day=).
 */
export const operatorProvidersRoutes: FastifyPluginAsyncZod<{
  providers: ProvidersOperator;
}> = async (app, { providers }) => {
  app.get(OPERATOR_PROVIDERS_PATH, operatorRoute(z.array(OperatorProvider), {}), async () =>
    ok(await providers.list()),
  );
  app.put(
    `${OPERATOR_PROVIDERS_PATH}/:code`,
    operatorRoute(OperatorProvider, { params: Code, body: OperatorProviderInput }),
    async (request) => ok(await providers.put(request.params.code, request.body)),
  );
  app.put(
    `${OPERATOR_PROVIDERS_PATH}/:code/vendors/:vendor`,
    operatorRoute(z.array(OperatorProvider), {
      params: z.object({ code: VendorCode, vendor: VendorCode }),
    }),
    async (request) => ok(await providers.link(request.params.vendor, request.params.code)),
  );
  app.delete(
    `${OPERATOR_PROVIDERS_PATH}/vendors/:vendor`,
    operatorRoute(z.array(OperatorProvider), { params: z.object({ vendor: VendorCode }) }),
    async (request) => ok(await providers.link(request.params.vendor, null)),
  );
  app.get(
    `${OPERATOR_PROVIDERS_PATH}/:code/reconciliation`,
    operatorRoute(ProviderReconciliation, {
      params: Code,
      querystring: ProviderReconciliationQuery,
    }),
    async (request) => {
      const answer = await providers.reconcile(request.params.code, request.query.day);
      if (!answer) throw new AppError('vendor.not.found', { field: 'code' });
      return ok(answer);
    },
  );
};
