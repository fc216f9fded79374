import {
  ChangePasswordBody,
  ForgotByEmailBody,
  ok,
  PasswordSetResult,
  ResetPasswordBody,
  ResetTokenCheck,
  ResetTokenCheckBody,
  SetPasswordByPhoneBody,
  successEnvelope,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answering } from '@/lib/route-schema.js';
import { z } from 'zod';
import { sessionOf } from '@/plugins/auth.js';
import { merchantOf } from '@/plugins/request-context.js';
import type { ForgotEmailService } from './forgot-email.service.js';
import type { PasswordService } from './password.service.js';

const perIp = (max: number, timeWindow: string) => ({
  max,
  timeWindow,
  keyGenerator: (request: FastifyRequest) => request.ip,
});
const none = successEnvelope(z.null());

/** Change, set by SMS code, forgot by e-mail, reset by link (SPEC §3, §4, §7). */
export const passwordRoutes: FastifyPluginAsyncZod<{
  passwords: PasswordService;
  forgotEmail: ForgotEmailService;
}> = async (app, { passwords, forgotEmail }) => {
  app.put(
    '/wps/member/passWordChangeV2',
    {
      config: { auth: 'real-member', rateLimit: perIp(10, '1 minute') },
      schema: { body: ChangePasswordBody, response: { 200: none } },
    },
    async (request) => {
      await passwords.change(merchantOf(request), sessionOf(request), request.body, request.ip);
      return ok(null);
    },
  );

  app.put(
    '/wps/member/password/mobile',
    {
      config: { module: 'PWRESETSMS3', rateLimit: perIp(10, '1 minute') },
      schema: answering(PasswordSetResult, { body: SetPasswordByPhoneBody }),
    },
    async (request) => ok(await passwords.setByPhone(merchantOf(request), request.body)),
  );

  app.post(
    '/wps/member/password/email',
    {
      // Each accepted request may send an e-mail to someone: few per IP.
      config: { rateLimit: perIp(5, '15 minutes') },
      schema: { body: ForgotByEmailBody, response: { 200: none } },
    },
    async (request) => {
      forgotEmail.request({
        merchant: merchantOf(request),
        body: request.body,
        language: request.language,
        site: { protocol: request.protocol, host: request.host, hostname: request.hostname },
      });
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/reset/check',
    {
      config: { rateLimit: perIp(20, '1 minute') },
      schema: answering(ResetTokenCheck, { body: ResetTokenCheckBody }),
    },
    async (request) => ok(await passwords.checkReset(merchantOf(request), request.body.resetToken)),
  );

  app.put(
    '/wps/member/password/reset',
    {
      config: { rateLimit: perIp(10, '1 minute') },
      schema: answering(PasswordSetResult, { body: ResetPasswordBody }),
    },
    async (request) => ok(await passwords.reset(merchantOf(request), request.body)),
  );
};
