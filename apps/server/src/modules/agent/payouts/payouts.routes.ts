import {
  currentDailySalaryRelay,
  currentDividendRelay,
  payoutDividendRelay,
  queryDailySalaryRelay,
  queryDividendRelay,
} from '@app/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { memberRateLimit } from '@/lib/member-routes.js';
import { AGENT_MONEY_RATE_LIMIT } from '../downline-transfer/downline-transfer.routes.js';
import { agentOf } from '../scope.js';
import type { PayoutsService } from './payouts.service.js';

/**
 * Estimates per minute per member and relay: each sums the team's bets of the period so far, a
 * screen's poll never needs more.
 */
export const PAYOUT_ESTIMATE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/** The payout calls of SPEC §7 (agents), each about the caller's own contracts. */
export const payoutsRoutes: FastifyPluginAsync<{ payouts: PayoutsService }> = async (
  app,
  { payouts },
) => {
  app.addRelay(queryDailySalaryRelay, (query, request) =>
    payouts.book(agentOf(request), 'daily_salary', query.limit),
  );
  const estimating = { rateLimit: memberRateLimit(PAYOUT_ESTIMATE_RATE_LIMIT, 'agent-estimate') };
  app.addRelay(
    currentDailySalaryRelay,
    (_query, request) => payouts.estimate(agentOf(request), 'daily_salary'),
    estimating,
  );
  app.addRelay(
    currentDividendRelay,
    (query, request) => payouts.estimate(agentOf(request), query.kind),
    estimating,
  );
  app.addRelay(queryDividendRelay, (query, request) =>
    payouts.book(agentOf(request), query.kind, query.limit),
  );
  // Moves money and guesses the payment password: the agent money routes' limit.
  app.addRelay(payoutDividendRelay, (body, request) => payouts.payOwed(agentOf(request), body), {
    rateLimit: memberRateLimit(AGENT_MONEY_RATE_LIMIT, 'agent-money'),
  });
};
