import { OperatorMerchantParams } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DecisionAudit } from '@/lib/decision-audit.js';
import { decisionRoute, merchantRoutes, type MerchantIdOf } from './operator-merchant.js';

type OperatorApp = Parameters<FastifyPluginAsyncZod>[0];

/** What the operator can do with one kind of members' money requests (a service's `operator`). */
type Review<Status, Row, Decision, Step extends string> = {
  list: (merchantId: number, status: Status, limit: number) => Promise<Row[]>;
  reject: (
    merchantId: number,
    id: number,
    reason: string,
    audit?: DecisionAudit,
  ) => Promise<Decision>;
} & Record<Step, (merchantId: number, id: number, audit?: DecisionAudit) => Promise<Decision>>;

/**
 * The routes of a queue of members' money requests the operator decides, under `list`
 * (/merchants/:merchantCode/…): GET `list` (?status and ?limit of `query`) answers `row`s, and
 * each decision answers `decision`: POST `list/:id/<step>` for each of `steps`, and POST
 * `list/:id/reject` with the reason the member reads.
 */
export function requestReviewRoutes<Status extends string, Row, Decision, Step extends string>(
  app: OperatorApp,
  merchantId: MerchantIdOf,
  spec: {
    list: string;
    query: z.ZodType<{ status: Status; limit: number }>;
    params: z.ZodType<{ merchantCode: string; id: number }>;
    reject: z.ZodType<{ reason: string }>;
    row: z.ZodType<Row>;
    decision: z.ZodType<Decision>;
    steps: readonly Step[];
    review: Review<Status, Row, Decision, Step>;
  },
): void {
  const route = merchantRoutes(merchantId);
  const { list, params, decision, review } = spec;
  const querystring = spec.query;
  app.get(
    list,
    route(z.array(spec.row), { params: OperatorMerchantParams, querystring }, (id, { query }) =>
      review.list(id, query.status, query.limit),
    ),
  );
  for (const step of spec.steps) {
    app.post(
      `${list}/:id/${step}`,
      decisionRoute(
        route(decision, { params }, (id, request) =>
          review[step](id, request.params.id, request.operatorAudit),
        ),
      ),
    );
  }
  app.post(
    `${list}/:id/reject`,
    decisionRoute(
      route(decision, { params, body: spec.reject }, (id, request) =>
        review.reject(id, request.params.id, request.body.reason, request.operatorAudit),
      ),
    ),
  );
}
