/**
 * Agent contracts (issue 27): daily salary, hourly salary and dividend between an upline (or the
 * operator) and a direct downline agent. The period engine reads them through this read API only.
 */
export {
  createContractsReader,
  type ContractInForce,
  type ContractsReader,
} from './contracts-reader.js';
