import {
  AffiliateCheck,
  AffiliateCheckQuery,
  LoginResult,
  ok,
  RegisterBody,
  RegisterSettings,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answering } from '@/lib/route-schema.js';
import { merchantOf } from '@/plugins/request-context.js';
import { verifyRequestCaptcha } from '@/modules/verification/index.js';
import { clientOf } from '../client.js';
import { rulesOf } from '../field-rules.js';
import type { RegisterMethod, RegisterService } from './register.service.js';

const PATHS: Record<RegisterMethod, string> = {
  username: '/wps/member/register',
  mobile: '/wps/member/register/mobile',
};

/** Registration (sealed), its field rules, and the invitation-code check of the form. */
export const registerRoutes: FastifyPluginAsyncZod<{ registration: RegisterService }> = async (
  app,
  { registration },
) => {
  for (const method of ['username', 'mobile'] as const) {
    app.put(
      PATHS[method],
      {
        config: {
          sealed: true,
          module: 'REG3',
          // Counts refused sign-ups too: each one may have cost a captcha or an SMS code.
          rateLimit: { max: 10, timeWindow: '1 hour', keyGenerator: (request) => request.ip },
        },
        schema: answering(LoginResult, { body: RegisterBody }),
      },
      async (request) =>
        ok(
          await registration.register({
            merchant: merchantOf(request),
            method,
            body: request.body,
            client: clientOf(request),
            verifyCaptcha: (code) => verifyRequestCaptcha(request, code),
          }),
        ),
    );
  }

  app.get(
    '/wps/system/setting/register',
    {
      config: { openDuringMaintenance: true },
      schema: answering(RegisterSettings),
    },
    async (request) => ok(rulesOf(merchantOf(request))),
  );

  app.get(
    '/wps/agent/affiliate/check',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (r) => r.ip } },
      schema: answering(AffiliateCheck, { querystring: AffiliateCheckQuery }),
    },
    async (request) =>
      ok(await registration.checkAffiliate(merchantOf(request), request.query.code)),
  );
};
