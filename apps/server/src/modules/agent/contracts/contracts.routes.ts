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
import { agentOf } from '../scope.js';
import type { ContractsService } from './contracts.service.js';

/** The contract calls of SPEC §7 (agents), each about the caller's own contracts. */
export const contractsRoutes: FastifyPluginAsync<{ contracts: ContractsService }> = async (
  app,
  { contracts },
) => {
  app.addRelay(applyContractDailySalRelay, (body, request) =>
    contracts.act(agentOf(request), 'daily_salary', { action: 'offer', ...body }),
  );
  app.addRelay(processDailySalContractRelay, (body, request) =>
    contracts.act(agentOf(request), 'daily_salary', body),
  );
  app.addRelay(getContracDailySalReqRelay, (_query, request) =>
    contracts.requests(agentOf(request), 'daily_salary'),
  );
  app.addRelay(getDailySalContractHistRelay, (_query, request) =>
    contracts.book(agentOf(request), 'daily_salary'),
  );
  app.addRelay(processContractHourSalaryRelay, (body, request) =>
    contracts.act(agentOf(request), 'hourly_salary', body),
  );
  app.addRelay(getContractDividendInfoRelay, (_query, request) =>
    contracts.book(agentOf(request), 'dividend'),
  );
  app.addRelay(processDividendReqRelay, (body, request) =>
    contracts.act(agentOf(request), 'dividend', body),
  );
  app.addRelay(getContractBookRelay, ({ kind }, request) => contracts.book(agentOf(request), kind));
};
