import {
  applyContractDailySalRelay,
  getContracDailySalReqRelay,
  getContractBookRelay,
  getContractDividendInfoRelay,
  getDailySalContractHistRelay,
  processContractHourSalaryRelay,
  processDailySalContractRelay,
  processDividendReqRelay,
} from '@app/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { memberRateLimit } from '@/lib/member-routes.js';
import { agentOf } from '../scope.js';
import type { ContractsService } from './contracts.service.js';

/**
 * An agent's contract actions (offer, accept, reject, end) per minute, per member and relay: a
 * top agent setting up its direct downlines' contracts, never a script's flood of offers and
 * inbox notices.
 */
export const CONTRACT_ACTION_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

/** The contract calls of SPEC §7 (agents), each about the caller's own contracts. */
export const contractsRoutes: FastifyPluginAsync<{ contracts: ContractsService }> = async (
  app,
  { contracts },
) => {
  const acting = { rateLimit: memberRateLimit(CONTRACT_ACTION_RATE_LIMIT, 'agent-contract') };
  app.addRelay(
    applyContractDailySalRelay,
    (body, request) =>
      contracts.act(agentOf(request), 'daily_salary', { action: 'offer', ...body }),
    acting,
  );
  app.addRelay(getContracDailySalReqRelay, (_query, request) =>
    contracts.requests(agentOf(request), 'daily_salary'),
  );
  app.addRelay(getDailySalContractHistRelay, (_query, request) =>
    contracts.book(agentOf(request), 'daily_salary'),
  );
  app.addRelay(getContractDividendInfoRelay, (_query, request) =>
    contracts.book(agentOf(request), 'dividend'),
  );
  app.addRelay(getContractBookRelay, ({ kind }, request) => contracts.book(agentOf(request), kind));
  // Each kind's relay for any step of its contracts (offer, accept, reject, terminate in the body).
  const steps = [
    [processDailySalContractRelay, 'daily_salary'],
    [processContractHourSalaryRelay, 'hourly_salary'],
    [processDividendReqRelay, 'dividend'],
  ] as const;
  for (const [relay, kind] of steps) {
    app.addRelay(relay, (body, request) => contracts.act(agentOf(request), kind, body), acting);
  }
};
