import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { captchaRoutes } from './captcha.routes.js';
import type { CaptchaService } from './captcha.service.js';
import { smsRoutes } from './sms.routes.js';
import type { SmsCodeService } from './sms.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the verification plugin; login and registration consume SMS codes through it. */
    smsCodes: SmsCodeService;
  }
}

/**
 * Captcha and SMS-code routes, and the two services decorated on the app (not encapsulated), so
 * other modules reach them: `verifyRequestCaptcha(request, code)`, `app.smsCodes.consume(...)`.
 */
export const verificationPlugin = fp(
  async function verification(
    app: FastifyInstance,
    { captchas, smsCodes }: { captchas: CaptchaService; smsCodes: SmsCodeService },
  ) {
    app.decorate('captchas', captchas);
    app.decorate('smsCodes', smsCodes);
    // Codes still being sent when the server stops are let out before the database closes.
    app.addHook('onClose', async () => smsCodes.idle());
    await app.register(captchaRoutes, { captchas });
    await app.register(smsRoutes, { smsCodes });
  },
  { name: 'verification', dependencies: ['@fastify/cookie'] },
);
