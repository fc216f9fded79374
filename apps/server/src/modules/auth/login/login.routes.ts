import { LoginBody, LoginResult, ok } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answering } from '@/lib/route-schema.js';
import { z } from 'zod';
import { sessionOf } from '@/plugins/auth.js';
import { merchantOf } from '@/plugins/request-context.js';
import { verifyRequestCaptcha } from '@/modules/verification/index.js';
import type { SessionService } from '@/modules/session/index.js';
import { clientOf } from '../client.js';
import type { LoginService } from './login.service.js';

/** POST /wps/session/login (sealed) and DELETE /wps/session/logout. */
export const loginRoutes: FastifyPluginAsyncZod<{
  login: LoginService;
  sessions: SessionService;
}> = async (app, { login, sessions }) => {
  app.post(
    '/wps/session/login',
    {
      config: {
        sealed: true,
        rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: (request) => request.ip },
      },
      schema: answering(LoginResult, { body: LoginBody }),
    },
    async (request) =>
      ok(
        await login.login({
          merchant: merchantOf(request),
          body: request.body,
          client: clientOf(request),
          language: request.language,
          verifyCaptcha: (code) => verifyRequestCaptcha(request, code),
        }),
      ),
  );

  app.delete(
    '/wps/session/logout',
    { config: { auth: 'member' }, schema: answering(z.null()) },
    async (request) => {
      await sessions.revoke(sessionOf(request).sessionId);
      return ok(null);
    },
  );
};
