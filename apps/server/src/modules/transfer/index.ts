import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@/db/client.js';
import { cashierNotifier, type InboxService } from '../inbox/index.js';
import type { PaymentPasswords } from '../security/index.js';
import { transferRoutes } from './transfer.routes.js';
import { createTransferService, type TransferService } from './transfer.service.js';

export type { TransferService } from './transfer.service.js';

export type TransfersDeps = {
  db: Db;
  inbox: InboxService;
  paymentPasswords: PaymentPasswords;
  log: FastifyBaseLogger;
};

/** The transfer service; each decision goes to the member's inbox (a failed send is logged only). */
export function createTransfers({ db, inbox, paymentPasswords, log }: TransfersDeps) {
  return createTransferService({
    db,
    paymentPasswords,
    notify: cashierNotifier(inbox, log, 'transfer: a member could not be told of the transfer'),
  });
}

/**
 * Upline transfers (/m/upLine/transfer): a member's cash to their direct upline agent's, at once.
 */
export const transferModule = fp(
  async function transfer(app: FastifyInstance, { transfers }: { transfers: TransferService }) {
    await app.register(transferRoutes, { transfers });
  },
  { name: 'transfer' },
);
