import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@/db/client.js';
import type { InboxService } from '../inbox/index.js';
import { depositRoutes } from './deposit.routes.js';
import { createDepositService } from './deposit.service.js';

export type { DepositService } from './deposit.service.js';
export { createDepositHistory, type DepositHistory } from './deposit-history.js';

/**
 * Deposits: the merchant's payment channels, members' requests and the operator's decisions
 * (the operator API's routes take `app.deposits`). A decision goes to the member's inbox.
 */
export const depositModule = fp(
  async function deposit(app: FastifyInstance, { db, inbox }: { db: Db; inbox: InboxService }) {
    const deposits = createDepositService({
      db,
      notify: async ({ merchantId, account, texts, sender = 'Cashier' }) => {
        try {
          await inbox.operator.send(merchantId, { account, sender, texts });
        } catch (error) {
          app.log.warn({ err: error }, 'deposit: a member could not be told of the decision');
        }
      },
    });
    app.decorate('deposits', deposits);
    await app.register(depositRoutes, { deposits });
  },
  { name: 'deposit' },
);
