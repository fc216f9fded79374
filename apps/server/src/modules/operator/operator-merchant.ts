import { ok } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { RequestOf, RouteInputs } from '@/lib/route-schema.js';
import { operatorRoute } from './operator-guard.js';

/** The id of the merchant a route's :merchantCode names (404 merchant.not.found when unknown). */
export type MerchantIdOf = (code: string) => Promise<number>;

/** A plugin of operator routes over one merchant's data: its services and MerchantIdOf. */
export type OperatorMerchantRoutes<Services> = FastifyPluginAsyncZod<
  Services & { merchantId: MerchantIdOf }
>;

type Schema<V extends z.ZodType, I extends RouteInputs> = ReturnType<
  typeof operatorRoute<V, I>
>['schema'];

/**
 * Operator routes under /merchants/:merchantCode (operatorRoute's options with the handler):
 * `answer` gets the merchant's id and the request, and what it returns goes out in the success
 * envelope of `value`.
 */
export function merchantRoutes(merchantId: MerchantIdOf) {
  return <V extends z.ZodType, I extends RouteInputs>(
    value: V,
    inputs: I,
    answer: (id: number, request: RequestOf<Schema<V, I>>) => Promise<z.infer<V>>,
  ) => ({
    ...operatorRoute(value, inputs),
    handler: async (request: RequestOf<Schema<V, I>>) => {
      const { merchantCode } = request.params as { merchantCode: string };
      return ok(await answer(await merchantId(merchantCode), request));
    },
  });
}

/** A money decision's route: it writes its own audit line, in the decision's transaction. */
export const decisionRoute = <R extends { config: object }>(route: R): R => ({
  ...route,
  config: { ...route.config, operator: { audited: true } },
});
