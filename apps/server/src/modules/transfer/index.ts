import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@/db/client.js';
import type { InboxService } from '../inbox/index.js';
import type { PaymentPasswords } from '../security/index.js';
import { transferRoutes } from './transfer.routes.js';
import { createTransferService } from './transfer.service.js';

export type { TransferService } from './transfer.service.js';

/**
 * Upline transfers (/m/upLine/transfer): a member's cash to their direct upline agent's, at once.
 * Both get an inbox message.
 */
export const transferModule = fp(
  async function transfer(
    app: FastifyInstance,
    {
      db,
      inbox,
      paymentPasswords,
    }: { db: Db; inbox: InboxService; paymentPasswords: PaymentPasswords },
  ) {
    const transfers = createTransferService({
      db,
      paymentPasswords,
      notify: async ({ merchantId, account, texts }) => {
        try {
          await inbox.operator.send(merchantId, { account, sender: 'Cashier', texts });
        } catch (error) {
          app.log.warn({ err: error }, 'transfer: a member could not be told of the transfer');
        }
      },
    });
    await app.register(transferRoutes, { transfers });
  },
  { name: 'transfer' },
);
