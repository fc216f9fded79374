import {
  BindMobileBody,
  BindMobileSmsBody,
  ok,
  PaymentPasswordChangeBody,
  PaymentPasswordSetBody,
  SecurityConfig,
  SmsCodeResult,
  successEnvelope,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answering } from '@/lib/route-schema.js';
import { privateAnswers } from '@/lib/member-routes.js';
import { z } from 'zod';
import { perMember, sessionOf } from '@/plugins/auth.js';
import { merchantOf } from '@/plugins/request-context.js';
import type { Caller, SecurityService } from './security.service.js';

const none = { 200: successEnvelope(z.null()) };
const callerOf = (request: FastifyRequest): Caller => ({
  session: sessionOf(request),
  ip: request.ip,
  language: request.language,
});
/** Routes that check a secret or send a text: few a minute per member. */
const proof = { auth: 'real-member', rateLimit: perMember(10, '1 minute') } as const;
const sms = {
  auth: 'real-member',
  module: 'VERIFICATION3',
  rateLimit: perMember(5, '1 minute'),
} as const;

/**
 * GET /wps/member/securityConfig, the payment password (/paymentPassword, /change), the bound
 * mobile (/mobile, its code /mobile/sms) and the code to the bound mobile (/security/sms).
 * Every one answers about the caller alone; a free-trial account gets free_reject.
 */
export const securityRoutes: FastifyPluginAsyncZod<{ security: SecurityService }> = async (
  app,
  { security },
) => {
  privateAnswers(app);

  app.get(
    '/wps/member/securityConfig',
    {
      config: { auth: 'real-member' },
      schema: answering(SecurityConfig),
    },
    async (request) => ok(await security.config(sessionOf(request))),
  );

  app.put(
    '/wps/member/paymentPassword',
    { config: proof, schema: { body: PaymentPasswordSetBody, response: none } },
    async (request) => {
      await security.setPaymentPassword(callerOf(request), request.body);
      return ok(null);
    },
  );

  app.put(
    '/wps/member/paymentPassword/change',
    { config: proof, schema: { body: PaymentPasswordChangeBody, response: none } },
    async (request) => {
      await security.changePaymentPassword(callerOf(request), merchantOf(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/security/sms',
    { config: sms, schema: answering(SmsCodeResult) },
    async (request) => ok(await security.sendSecurityCode(callerOf(request), merchantOf(request))),
  );

  app.post(
    '/wps/member/mobile/sms',
    {
      config: sms,
      schema: answering(SmsCodeResult, { body: BindMobileSmsBody }),
    },
    async (request) =>
      ok(await security.sendBindCode(callerOf(request), merchantOf(request), request.body)),
  );

  app.put(
    '/wps/member/mobile',
    { config: proof, schema: { body: BindMobileBody, response: none } },
    async (request) => {
      await security.bindMobile(callerOf(request), merchantOf(request), request.body);
      return ok(null);
    },
  );
};
