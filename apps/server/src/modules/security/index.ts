import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@/db/client.js';
import type { SmsCodeService } from '../verification/index.js';
import { createAttemptGuard } from '../auth/index.js';
import { bankCardRoutes } from './bank-cards.routes.js';
import { createBankCardsService } from './bank-cards.service.js';
import { createPaymentPasswords } from './payment-password.service.js';
import { createSecurityRepository } from './security.repository.js';
import { securityRoutes } from './security.routes.js';
import { createSecurityService } from './security.service.js';

export type { PaymentPasswords } from './payment-password.service.js';

/**
 * The security centre (SPEC §2 /m/securityCenter): payment password, bound mobile and bank cards.
 * Publishes `app.paymentPasswords`, the payment-password check withdrawals call.
 */
export const securityModule = fp(
  async function security(
    app: FastifyInstance,
    { db, smsCodes }: { db: Db; smsCodes: SmsCodeService },
  ) {
    const repo = createSecurityRepository(db);
    const paymentPasswords = createPaymentPasswords({ repo });
    app.decorate('paymentPasswords', paymentPasswords);
    const guard = createAttemptGuard({ db });
    await app.register(securityRoutes, {
      security: createSecurityService({ repo, paymentPasswords, smsCodes, guard }),
    });
    await app.register(bankCardRoutes, {
      bankCards: createBankCardsService({ db, repo, paymentPasswords }),
    });
  },
  { name: 'security' },
);
