import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@/db/client.js';
import type { LeaderLock } from '@/db/leader-lock.js';
import type { PaymentPasswords } from '../../security/index.js';
import { createAgentScope } from '../scope.js';
import { createPeriodEngine } from './engine.js';
import { payoutsRoutes } from './payouts.routes.js';
import { createPayoutsService } from './payouts.service.js';
import { runPeriodEngine } from './runner.js';

export { createPeriodEngine, type PeriodEngine } from './engine.js';
export { createPayoutsOperator, type PayoutsOperator } from './payouts.operator.js';

/**
 * Agent payouts (issue 27 "The period engine"): the agents' calls and, on the instance that
 * leads the engines (`leaderLock`, start.ts's runEngine), the period engine itself.
 */
export const payoutsModule = fp(
  async function payouts(
    app: FastifyInstance,
    options: {
      db: Db;
      paymentPasswords: Pick<PaymentPasswords, 'assert'>;
      leaderLock?: LeaderLock | undefined;
      now?: (() => number) | undefined;
    },
  ) {
    const { db, now } = options;
    const service = createPayoutsService({
      db,
      scope: createAgentScope(db),
      paymentPasswords: options.paymentPasswords,
      ...(now ? { now } : {}),
    });
    await app.register(payoutsRoutes, { payouts: service });
    if (options.leaderLock) {
      const engine = createPeriodEngine({ db, ...(now ? { now } : {}) });
      const lock = options.leaderLock;
      const runner = runPeriodEngine({ engine, lock, log: app.log });
      // Before any onClose hook: a tick in flight must finish before the database closes.
      app.addHook('preClose', async () => runner.stop());
    }
  },
  { name: 'agent-payouts', dependencies: ['auth'] },
);
