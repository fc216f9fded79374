import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@/db/client.js';
import type { SmsCodeService } from '../verification/index.js';
import type { AttemptGuard } from '../auth/index.js';
import { bankCardRoutes } from './bank-cards.routes.js';
import { createBankCardsService } from './bank-cards.service.js';
import { createPaymentPasswords } from './payment-password.service.js';
import { createSecurityRepository } from './security.repository.js';
import { securityRoutes } from './security.routes.js';
import { createSecurityService } from './security.service.js';

export type { PaymentPasswords } from './payment-password.service.js';

export type SecurityDeps = {
  db: Db;
  smsCodes: SmsCodeService;
  /** The auth module's attempt guard: guesses at secrets are counted in one place. */
  guard: AttemptGuard;
};

/** The security centre's services; `paymentPasswords` is the check withdrawals and transfers call. */
export function createSecurityServices({ db, smsCodes, guard }: SecurityDeps) {
  const repo = createSecurityRepository(db);
  const paymentPasswords = createPaymentPasswords({ repo });
  return {
    paymentPasswords,
    security: createSecurityService({ repo, paymentPasswords, smsCodes, guard }),
    bankCards: createBankCardsService({ db, repo, paymentPasswords }),
  };
}
export type SecurityServices = ReturnType<typeof createSecurityServices>;

/** The security centre (SPEC §2 /m/securityCenter): payment password, bound mobile and bank cards. */
export const securityModule = fp(
  async function security(app: FastifyInstance, { security, bankCards }: SecurityServices) {
    await app.register(securityRoutes, { security });
    await app.register(bankCardRoutes, { bankCards });
  },
  { name: 'security' },
);
