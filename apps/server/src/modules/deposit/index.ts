import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@/db/client.js';
import type { InboxService } from '../inbox/index.js';
import { depositRoutes } from './deposit.routes.js';
import { createDepositService, type DepositService } from './deposit.service.js';

export type { DepositService } from './deposit.service.js';
export { createDepositHistory, type DepositHistory } from './deposit-history.js';

/** The deposit service; a decision goes to the member's inbox (a failed send is logged only). */
export function createDeposits({
  db,
  inbox,
  log,
}: {
  db: Db;
  inbox: InboxService;
  log: FastifyBaseLogger;
}) {
  return createDepositService({
    db,
    notify: async ({ merchantId, account, texts, sender = 'Cashier' }) => {
      try {
        await inbox.operator.send(merchantId, { account, sender, texts });
      } catch (error) {
        log.warn({ err: error }, 'deposit: a member could not be told of the decision');
      }
    },
  });
}

/**
 * Deposits: the merchant's payment channels, members' requests and the operator's decisions
 * (the operator API's routes take the same service).
 */
export const depositModule = fp(
  async function deposit(app: FastifyInstance, { deposits }: { deposits: DepositService }) {
    await app.register(depositRoutes, { deposits });
  },
  { name: 'deposit' },
);
