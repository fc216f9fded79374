import {
  AgentContract,
  OPERATOR_PREFIX,
  OperatorContractBody,
  OperatorContractList,
  OperatorContractsQuery,
  OperatorMerchantParams,
} from '@app/contracts';
import type { OperatorContracts } from '../agent/index.js';
import { merchantRoutes, type OperatorMerchantRoutes } from './operator-merchant.js';

const list = `${OPERATOR_PREFIX}/merchants/:merchantCode/agent-contracts`;

/**
 * The house's agent contracts (issue 27): list them (?kind=&status=), offer or change a top
 * agent's (POST, by account), end one (POST /terminate). The top agent accepts on its phone.
 */
export const operatorContractsRoutes: OperatorMerchantRoutes<{
  contracts: OperatorContracts;
}> = async (app, { contracts, merchantId }) => {
  const route = merchantRoutes(merchantId);
  app.get(
    list,
    route(
      OperatorContractList,
      { params: OperatorMerchantParams, querystring: OperatorContractsQuery },
      async (id, { query }) => ({ list: await contracts.list(id, query) }),
    ),
  );
  app.post(
    list,
    route(
      AgentContract,
      { params: OperatorMerchantParams, body: OperatorContractBody },
      (id, { body }) => contracts.offer(id, body),
    ),
  );
  app.post(
    `${list}/terminate`,
    route(
      AgentContract,
      { params: OperatorMerchantParams, body: OperatorContractBody },
      (id, { body }) => contracts.terminate(id, body),
    ),
  );
};
