/**
 * Agent contracts (issue 27): daily salary, hourly salary and dividend between an upline (or the
 * operator) and a direct downline agent. The period engine reads them through this read API only.
 */
export {
  createContractsReader,
  type ContractInForce,
  type ContractsReader,
} from './contracts-reader.js';
export { contractsRoutes } from './contracts.routes.js';
export {
  createContractRequests,
  createContractsService,
  type ContractsService,
  type OperatorContracts,
} from './contracts.service.js';
export { takesContracts } from './contract-flow.js';
