import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@/db/client.js';
import { cashierNotifier, type InboxService } from '../inbox/index.js';
import type { PaymentPasswords } from '../security/index.js';
import { withdrawRoutes } from './withdraw.routes.js';
import { createWithdrawService, type WithdrawService } from './withdraw.service.js';

export type { WithdrawService } from './withdraw.service.js';
export { withdrawableNow } from './withdraw.service.js';

export type WithdrawalsDeps = {
  db: Db;
  inbox: InboxService;
  paymentPasswords: PaymentPasswords;
  log: FastifyBaseLogger;
};

/** The withdraw service; each decision goes to the member's inbox (a failed send is logged only). */
export function createWithdrawals({ db, inbox, paymentPasswords, log }: WithdrawalsDeps) {
  return createWithdrawService({
    db,
    paymentPasswords,
    notify: cashierNotifier(inbox, log, 'withdraw: the member could not be told of the decision'),
  });
}

/**
 * Withdrawals: members' requests, held in the ledger at once, and the operator's claims,
 * payments and rejections (the operator API's routes take the same service).
 */
export const withdrawModule = fp(
  async function withdraw(app: FastifyInstance, { withdrawals }: { withdrawals: WithdrawService }) {
    await app.register(withdrawRoutes, { withdrawals });
  },
  { name: 'withdraw' },
);
