import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db, DbOrTx } from '@/db/client.js';
import type { MerchantStore } from '../merchant/index.js';
import type { EmailProvider, SmsProvider } from '../messaging/index.js';
import type { SessionService } from '../session/index.js';
import type { SmsCodeService } from '../verification/index.js';
import { createAccountNotices } from './account-notices.js';
import { createAttemptGuard } from './attempt-guard.js';
import { loginRoutes } from './login/login.routes.js';
import { createLoginService } from './login/login.service.js';
import { memberInfoRoutes } from './member-info/member-info.routes.js';
import { createMemberInfoService } from './member-info/member-info.service.js';
import { createMembersRepository } from './members.repository.js';
import { createForgotEmailService } from './password/forgot-email.service.js';
import { createPasswordResetsRepository } from './password/password-resets.repository.js';
import { passwordRoutes } from './password/password.routes.js';
import { createPasswordService } from './password/password.service.js';
import { registerRoutes } from './register/register.routes.js';
import { createRegisterService, type LinkInvitations } from './register/register.service.js';
import { createSignIn } from './sign-in.js';
import { createFirebaseIdentities } from './firebase/firebase-identities.js';
import { signingKeys } from './firebase/signing-keys.js';
import { trialRoutes } from './trial/trial.routes.js';
import { createTrialService } from './trial/trial.service.js';

/** How an account name is matched (case-insensitively): other modules find members by it. */
export { accountKeyOf } from './members.repository.js';
/** What the security centre checks a member's secrets and profile fields with. */
export { createAttemptGuard, type AttemptGuard } from './attempt-guard.js';
export { verifyCountedPassword } from './counted-password.js';
export { assertNewPassword, assertRegisterField, rulesOf } from './field-rules.js';
/** How every account is made (registration, an agent's open account). */
export { createMember, type NewAccount } from './register/member-creation.js';
export { maskMobile } from './member-info/member-info.service.js';
import type { ContractRequestsOf } from './member-info/member-info.service.js';

export type AuthDeps = {
  db: Db;
  log: FastifyBaseLogger;
  sessions: SessionService;
  merchants: MerchantStore;
  smsCodes: SmsCodeService;
  email: EmailProvider;
  sms: SmsProvider;
  /** The wallet's play money for a new trial account, written with `tx`. */
  creditTrial: (tx: DbOrTx, merchantId: number, memberId: number) => Promise<unknown>;
  /** Agents' affiliate links, which registration places new members by. */
  linkInvitations: LinkInvitations;
  /** An agent's contract statuses and pending requests (agent contracts), for /funds/consolidated. */
  contractRequests?: ContractRequestsOf;
  /** Where the signing keys of Firebase ID tokens are published (config FIREBASE_KEYS_URL). */
  firebaseKeysUrl: string;
};

/** Identity's services, each built once; `guard` is the one the security centre counts with too. */
export function createAuthServices(deps: AuthDeps) {
  const { db, log, sessions, merchants, smsCodes } = deps;
  const members = createMembersRepository(db);
  const resets = createPasswordResetsRepository(db);
  const signIn = createSignIn({ sessions, members });
  const guard = createAttemptGuard({ db });
  const notices = createAccountNotices({ email: deps.email, sms: deps.sms, log });
  const firebase = createFirebaseIdentities({
    db,
    keys: signingKeys({ url: deps.firebaseKeysUrl }),
  });
  return {
    sessions,
    guard,
    notices,
    login: createLoginService({ members, guard, smsCodes, signIn, notices, firebase }),
    registration: createRegisterService({
      db,
      members,
      smsCodes,
      signIn,
      links: deps.linkInvitations,
      firebase,
    }),
    forgotEmail: createForgotEmailService({
      members,
      resets,
      email: deps.email,
      codeForDomain: (hostname) => merchants.codeForDomain(hostname),
      log,
    }),
    passwords: createPasswordService({ members, resets, sessions, smsCodes, guard }),
    memberInfo: createMemberInfoService({
      members,
      guard,
      notices,
      contractRequests: deps.contractRequests,
    }),
    trial: createTrialService({ db, merchants, signIn, creditTrial: deps.creditTrial }),
  };
}
export type AuthServices = ReturnType<typeof createAuthServices>;

/** Identity and sessions: login, registration, passwords, member info, free play. */
export const authModule: FastifyPluginAsync<AuthServices> = async (app, services) => {
  const { sessions, notices, forgotEmail } = services;
  app.addHook('onClose', async () => notices.idle());
  await app.register(loginRoutes, { login: services.login, sessions });
  await app.register(registerRoutes, { registration: services.registration });
  // E-mails still being sent when the server stops go out before the database closes.
  app.addHook('onClose', async () => forgotEmail.idle());
  await app.register(passwordRoutes, { passwords: services.passwords, forgotEmail });
  await app.register(memberInfoRoutes, { memberInfo: services.memberInfo });
  await app.register(trialRoutes, { trial: services.trial });
};
