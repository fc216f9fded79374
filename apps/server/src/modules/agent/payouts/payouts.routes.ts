import {
  currentDailySalaryRelay,
  currentDividendRelay,
  payoutDividendRelay,
  queryDailySalaryRelay,
  queryDividendRelay,
} from '@app/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { agentOf } from '../scope.js';
import type { PayoutsService } from './payouts.service.js';

/** The payout calls of SPEC §7 (agents), each about the caller's own contracts. */
export const payoutsRoutes: FastifyPluginAsync<{ payouts: PayoutsService }> = async (
  app,
  { payouts },
) => {
  app.addRelay(queryDailySalaryRelay, (query, request) =>
    payouts.book(agentOf(request), 'daily_salary', query.limit),
  );
  app.addRelay(currentDailySalaryRelay, (_query, request) =>
    payouts.estimate(agentOf(request), 'daily_salary'),
  );
  app.addRelay(currentDividendRelay, (query, request) =>
    payouts.estimate(agentOf(request), query.kind),
  );
  app.addRelay(queryDividendRelay, (query, request) =>
    payouts.book(agentOf(request), query.kind, query.limit),
  );
  app.addRelay(payoutDividendRelay, (body, request) => payouts.payOwed(agentOf(request), body));
};
