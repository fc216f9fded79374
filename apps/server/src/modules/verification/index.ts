import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@/db/client.js';
import type { SmsProvider } from '../messaging/index.js';
import { captchaRoutes } from './captcha.routes.js';
import { createCaptchaService } from './captcha.service.js';
import { smsRoutes } from './sms.routes.js';
import { createSmsCodeService } from './sms.service.js';

export { CAPTCHA_COOKIE, verifyRequestCaptcha } from './captcha.routes.js';
export type { CaptchaService } from './captcha.service.js';
export { normalizeDialingCode, type SmsCodeService, type SmsPurpose } from './sms.service.js';

export type VerificationOptions = {
  db: Db;
  /** Where SMS codes go out (the messaging module's sender). */
  sms: SmsProvider;
  /** Tests only: told each captcha's answer as it is issued (buildApp's `captchaAnswers`). */
  onCaptchaIssued?: ((id: string, code: string) => void) | undefined;
};

/**
 * Captchas and SMS codes: GET /wps/captcha, POST /wps/verification/sms/*, and the services other
 * modules check them with: `app.captchas` (through `verifyRequestCaptcha`) and `app.smsCodes`.
 */
export const verificationModule = fp(
  async function verification(
    app: FastifyInstance,
    { db, sms, onCaptchaIssued }: VerificationOptions,
  ) {
    const captchas = createCaptchaService({ db, onIssue: onCaptchaIssued });
    const smsCodes = createSmsCodeService({ db, sms });
    app.decorate('captchas', captchas);
    app.decorate('smsCodes', smsCodes);
    // Codes still being sent when the server stops are let out before the database closes.
    app.addHook('onClose', async () => smsCodes.idle());
    await app.register(captchaRoutes, { captchas });
    await app.register(smsRoutes, { smsCodes });
  },
  { name: 'verification' },
);
