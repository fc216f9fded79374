import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@/db/client.js';
import type { InboxService } from '../inbox/index.js';
import type { PaymentPasswords } from '../security/index.js';
import { withdrawRoutes } from './withdraw.routes.js';
import { createWithdrawService } from './withdraw.service.js';

export type { WithdrawService } from './withdraw.service.js';
export { withdrawableNow } from './withdraw.service.js';

/**
 * Withdrawals: members' requests, held in the ledger at once, and the operator's claims,
 * payments and rejections (the operator API's routes take `app.withdrawals`). Each goes to the
 * member's inbox.
 */
export const withdrawModule = fp(
  async function withdraw(
    app: FastifyInstance,
    {
      db,
      inbox,
      paymentPasswords,
    }: { db: Db; inbox: InboxService; paymentPasswords: PaymentPasswords },
  ) {
    const withdrawals = createWithdrawService({
      db,
      paymentPasswords,
      notify: async ({ merchantId, account, texts }) => {
        try {
          await inbox.operator.send(merchantId, { account, sender: 'Cashier', texts });
        } catch (error) {
          app.log.warn({ err: error }, 'withdraw: the member could not be told of the decision');
        }
      },
    });
    app.decorate('withdrawals', withdrawals);
    await app.register(withdrawRoutes, { withdrawals });
  },
  { name: 'withdraw' },
);
