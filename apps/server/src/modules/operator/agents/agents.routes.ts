import {
  OPERATOR_AGENTS_PATH,
  OperatorAgentMove,
  OperatorAgentMoveBody,
  OperatorAgentPage,
  OperatorAgentParams,
  OperatorAgentRatesBody,
  OperatorAgentRebates,
  OperatorAgentSearch,
  OperatorAgentTree,
  OperatorAgentTreeQuery,
  OperatorMerchantParams,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decisionRoute, merchantRoutes, type MerchantIdOf } from '../operator-merchant.js';
import type { OperatorAgentsService } from './agents.service.js';

type OperatorApp = Parameters<FastifyPluginAsyncZod>[0];
const one = `${OPERATOR_AGENTS_PATH}/:account`;

/**
 * The agent tree: search agents (GET …/agents), a member and a page of its direct downline
 * (GET …/agents/:account/tree), a move under another upline (POST …/agents/:account/move), and
 * the member's rebate rates and quota use (GET and PUT …/agents/:account/rebates). Changes write
 * their own audit line in their transaction.
 */
export function agentRoutes(
  app: OperatorApp,
  agents: OperatorAgentsService,
  merchantId: MerchantIdOf,
) {
  const route = merchantRoutes(merchantId);
  app.get(
    OPERATOR_AGENTS_PATH,
    route(
      OperatorAgentPage,
      { params: OperatorMerchantParams, querystring: OperatorAgentSearch },
      (id, { query }) => agents.search(id, query),
    ),
  );
  app.get(
    `${one}/tree`,
    route(
      OperatorAgentTree,
      { params: OperatorAgentParams, querystring: OperatorAgentTreeQuery },
      (id, { params, query }) => agents.tree(id, params.account, query),
    ),
  );
  app.post(
    `${one}/move`,
    decisionRoute(
      route(
        OperatorAgentMove,
        { params: OperatorAgentParams, body: OperatorAgentMoveBody },
        (id, { params, body, operatorAudit }) =>
          agents.move(id, params.account, body, operatorAudit),
      ),
    ),
  );
  app.get(
    `${one}/rebates`,
    route(OperatorAgentRebates, { params: OperatorAgentParams }, (id, { params }) =>
      agents.rebates(id, params.account),
    ),
  );
  app.put(
    `${one}/rebates`,
    decisionRoute(
      route(
        OperatorAgentRebates,
        { params: OperatorAgentParams, body: OperatorAgentRatesBody },
        (id, { params, body, operatorAudit }) =>
          agents.setRates(id, params.account, body, operatorAudit),
      ),
    ),
  );
}
