import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@/db/client.js';
import type { LeaderLock } from '@/db/leader-lock.js';
import type { PaymentPasswords } from '../../security/index.js';
import type { AgentScope } from '../scope.js';
import { createPeriodEngine, type PeriodEngine } from './engine.js';
import { createPayoutsOperator, type PayoutsOperator } from './payouts.operator.js';
import { payoutsRoutes } from './payouts.routes.js';
import { createPayoutsService, type PayoutsService } from './payouts.service.js';
import { runPeriodEngine } from './runner.js';

export { createPeriodEngine, type PeriodEngine } from './engine.js';
export { createPayoutsOperator, type PayoutsOperator } from './payouts.operator.js';

export type PayoutsDeps = {
  db: Db;
  scope: AgentScope;
  paymentPasswords: Pick<PaymentPasswords, 'assert'>;
  /** The engine's clock (tests: the lottery's fake clock). */
  now?: (() => number) | undefined;
};

/** The agents' payout calls, the period engine and the operator's hand on it, built once. */
export type PayoutsServices = {
  payouts: PayoutsService;
  engine: PeriodEngine;
  operator: PayoutsOperator;
};

export function createPayoutsServices({
  db,
  scope,
  paymentPasswords,
  now,
}: PayoutsDeps): PayoutsServices {
  const clock = now ? { now } : {};
  return {
    payouts: createPayoutsService({ db, scope, paymentPasswords, ...clock }),
    engine: createPeriodEngine({ db, ...clock }),
    operator: createPayoutsOperator({ db, ...clock }),
  };
}

/**
 * Agent payouts (issue 27 "The period engine"): the agents' calls and, on the instance that
 * leads the engines (`leaderLock`, start.ts's runEngine), the period engine itself.
 */
export const payoutsModule = fp(
  async function payouts(
    app: FastifyInstance,
    options: PayoutsServices & { leaderLock?: LeaderLock | undefined },
  ) {
    await app.register(payoutsRoutes, { payouts: options.payouts });
    if (options.leaderLock) {
      const runner = runPeriodEngine({
        engine: options.engine,
        lock: options.leaderLock,
        log: app.log,
      });
      // Before any onClose hook: a tick in flight must finish before the database closes.
      app.addHook('preClose', async () => runner.stop());
    }
  },
  { name: 'agent-payouts', dependencies: ['auth'] },
);
