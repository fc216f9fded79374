import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@/db/client.js';
import type { SmsProvider } from '../messaging/index.js';
import { captchaRoutes } from './captcha.routes.js';
import { createCaptchaService } from './captcha.service.js';
import { smsRoutes } from './sms.routes.js';
import { createSmsCodeService, type SmsCodeService } from './sms.service.js';

export { CAPTCHA_COOKIE, verifyRequestCaptcha } from './captcha.routes.js';
export type { CaptchaService } from './captcha.service.js';
export { normalizeDialingCode, type SmsCodeService, type SmsPurpose } from './sms.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests consume a code they were sent; modules are handed the service instead. */
    smsCodes: SmsCodeService;
  }
}

export type VerificationDeps = {
  db: Db;
  /** Where SMS codes go out (the messaging module's sender). */
  sms: SmsProvider;
  /** Tests only: told each captcha's answer as it is issued (buildApp's `captchaAnswers`). */
  onCaptchaIssued?: ((id: string, code: string) => void) | undefined;
};

/** Captchas and SMS codes, which registration, login and the security centre check. */
export function createVerificationServices({ db, sms, onCaptchaIssued }: VerificationDeps) {
  return {
    captchas: createCaptchaService({ db, onIssue: onCaptchaIssued }),
    smsCodes: createSmsCodeService({ db, sms }),
  };
}
export type VerificationServices = ReturnType<typeof createVerificationServices>;

/**
 * GET /wps/captcha and POST /wps/verification/sms/*. Decorates `app.captchas`, which
 * verifyRequestCaptcha reads off the request's server, and `app.smsCodes` (tests).
 */
export const verificationModule = fp(
  async function verification(app: FastifyInstance, { captchas, smsCodes }: VerificationServices) {
    app.decorate('captchas', captchas);
    app.decorate('smsCodes', smsCodes);
    // Codes still being sent when the server stops are let out before the database closes.
    app.addHook('onClose', async () => smsCodes.idle());
    await app.register(captchaRoutes, { captchas });
    await app.register(smsRoutes, { smsCodes });
  },
  { name: 'verification' },
);
